import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState } from '@qsr/shared-contracts';
import { initTestI18n } from '../../tooling/testing/remote-pages';
import './strings';

/** Shows the current URL, so that tests can read what the page put there. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a careers page at `url` with a fresh state, SWR cache and router. */
export async function renderPage(
  path: string,
  page: ReactElement,
  url: string,
  { language = 'en-US' as 'en-US' | 'es' } = {},
) {
  await initTestI18n(language);
  createAppState({ language });
  return render(
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
}
