import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRoute } from '@qsr/shared-contracts';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { RemoteWidgets } from '../remotes/RemoteWidgets';
import { ErrorBanner } from './ErrorBanner';
import { LoaderBar } from './LoaderBar';
import { SitePage } from './SitePage';
import { useRouteEffects } from './useRouteEffects';

/** §2.4: the footer is hidden on every locations path and on the order-product route. */
function showsFooter(pathname: string, routeId: string | undefined): boolean {
  return !pathname.startsWith('/locations') && routeId !== 'order-product';
}

/** The default and minimal layouts of §2.2, chosen by the route. */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRouteEffects();
  const match = findRoute(pathname);
  const pageClass = `page-${pathname.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home'}`;

  if (match?.route.layout === 'minimal') {
    return (
      <div className={`host-site host-minimal ${pageClass}`}>
        <LoaderBar />
        <main id="main-content">
          <SitePage match={match} />
        </main>
      </div>
    );
  }

  return (
    <div className={`host-site ${pageClass}`}>
      <a className="host-skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <LoaderBar />
      <Header />
      <ErrorBanner />
      <main id="main-content" tabIndex={-1}>
        <SitePage match={match} />
      </main>
      {showsFooter(pathname, match?.route.id) && <Footer />}
      <RemoteWidgets />
    </div>
  );
}
