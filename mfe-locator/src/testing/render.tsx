import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import '../strings';

/** Shows where the router is, so a test reads the navigation as the customer's URL. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/**
 * Renders a piece of the locator at `path`, with a fresh SWR cache (English), in the site's own
 * router: the address bar moves, as the locator's navigation after an await looks at it.
 */
export async function renderAt(ui: ReactElement, path = '/', language: 'en-US' | 'es' = 'en-US') {
  await initTestI18n(language);
  window.history.replaceState(null, '', path);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BrowserRouter>
        {ui}
        <Where />
      </BrowserRouter>
    </SWRConfig>,
  );
}
