import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link, useLocation } from 'react-router';
import {
  bootAppState,
  browserStorage,
  detectChannel,
  findRoute,
  routesOf,
} from '@qsr/shared-contracts';
import type { RemoteName } from '../remotes/remote-names';

/**
 * Runs one remote alone (`npm run dev -w mfe-…`; docs/architecture.md, Rules between packages:
 * rule 6): a bare page with its own state instance, talking to the real BFF through the dev
 * server's proxy.
 */
export function mountStandalone(remote: RemoteName, pages: Record<string, ComponentType>): void {
  bootAppState({
    channel: detectChannel(window.location),
    storage: browserStorage(),
    preferred: navigator.languages,
  });
  const own = routesOf(remote);

  function StandalonePage() {
    const match = findRoute(useLocation().pathname);
    const Page = match && match.route.owner === remote ? pages[match.route.id] : undefined;
    return (
      <>
        <nav aria-label={`${remote} routes`} style={{ padding: '0.5rem', background: '#eee' }}>
          {own
            .filter((route) => !route.path.includes(':'))
            .map((route) => (
              <Link key={route.id} to={route.path} style={{ marginRight: '1rem' }}>
                {route.path}
              </Link>
            ))}
        </nav>
        <main>{Page ? <Page /> : <p>Not a route of {remote}.</p>}</main>
      </>
    );
  }

  void i18next
    .use(initReactI18next)
    .init({
      lng: 'en-US',
      fallbackLng: 'en-US',
      resources: {},
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    })
    .then(() => {
      createRoot(document.getElementById('root') as HTMLElement).render(
        <BrowserRouter>
          <StandalonePage />
        </BrowserRouter>,
      );
    });
}
