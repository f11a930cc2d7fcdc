// Shared by the remotes' page tests: one page at a URL, with a fresh state, SWR cache and router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState, setRequestHooks, type AppState } from '@qsr/shared-contracts';
import { initTestI18n, settleStarted } from './remote-pages';

/** Shows the current URL, so that tests can read where the page went. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` on the route `path` at `url`; requests carry the state's member tokens. */
export async function renderPage(
  path: string,
  page: ReactElement,
  url: string,
  { state = {} as Partial<AppState>, language = 'en-US' as 'en-US' | 'es' } = {},
) {
  await initTestI18n(language);
  const appState = createAppState({ language, ...state });
  setRequestHooks({ tokens: () => appState.token });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentUrl />
      </MemoryRouter>
    </SWRConfig>,
  );
  await settleStarted();
  return { ...view, appState };
}
