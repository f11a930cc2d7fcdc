import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState, setRequestHooks, type AppState, type Member } from '@qsr/shared-contracts';
import { TEST_TOKENS } from '@qsr/shared-contracts/src/testing/signed-in';
import { initTestI18n } from '../../tooling/testing/remote-pages';
import './strings';

export const ADA: Member = {
  id: 42,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '9195550100',
  optin: true,
  optin_sms: false,
};

/** A signed-in member's state, with the request helper reading its tokens. */
export const signedIn = (): Partial<AppState> => ({ token: TEST_TOKENS, user: ADA });

/** Shows the current URL, so that tests can read where the page went. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/** Renders an account page at `url` with a fresh state, SWR cache and router. */
export async function renderPage(
  path: string,
  page: ReactElement,
  url: string,
  { state = {}, language = 'en-US' as 'en-US' | 'es' } = {},
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
  return { ...view, appState };
}
