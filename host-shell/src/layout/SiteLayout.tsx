import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRoute, useAppState } from '@qsr/shared-contracts';
import { RouteAnnouncer } from '../a11y/RouteAnnouncer';
import { initialiseBotCheck } from '../bot-check/bot-check-service';
import { BottomBar } from '../bottom-bar/BottomBar';
import { useHostChannel } from '../channel/use-host-channel';
import { useMarkLive } from '../first-screen/hydration';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { useUpdateAsked } from '../pwa/use-update-asked';
import { RemoteWidgets } from '../remotes/RemoteWidgets';
import { useHostUi } from '../state/host-ui';
import { ErrorBanner } from './ErrorBanner';
import { FullScreenLoader } from './FullScreenLoader';
import { LoaderBar } from './LoaderBar';
import { pageClass, siteClasses } from './page-class';
import { SitePage } from './SitePage';
import { useLanguageFollow } from './useLanguageFollow';
import { useNeededOnce } from './use-needed-once';
import { useRouteEffects } from './useRouteEffects';
import { useSessionExpiry } from './useSessionExpiry';

const MobileMenu = lazy(() => import('../mobile-menu/MobileMenu'));
const ExitCateringPopup = lazy(() => import('../exit-catering/ExitCateringPopup'));
const UpdateBanner = lazy(() =>
  import('../pwa/UpdateBanner').then(({ UpdateBanner: banner }) => ({ default: banner })),
);

/** §2.4: the footer is hidden on every locations path and on the order-product route. */
function showsFooter(pathname: string, routeId: string | undefined): boolean {
  return !pathname.startsWith('/locations') && routeId !== 'order-product';
}

/** The default and minimal layouts of §2.2, chosen by the route. */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { globalClass, showMobileMenu } = useAppState();
  const { exitPopupOpen } = useHostUi();
  const { config, appCatering } = useHostChannel();
  const menuNeeded = useNeededOnce(showMobileMenu);
  const exitNeeded = useNeededOnce(exitPopupOpen);
  const updateAsked = useUpdateAsked();
  useRouteEffects();
  useSessionExpiry();
  useMarkLive();
  useLanguageFollow();
  const match = findRoute(pathname);
  const minimal = match?.route.layout === 'minimal';
  useEffect(() => {
    // A failed load is retried by the first call that needs a result, which reports it.
    if (minimal) initialiseBotCheck().catch(() => undefined);
  }, [minimal]);
  const classes = siteClasses(
    'host-site',
    config.accentClass,
    appCatering && 'app-catering',
    pageClass(pathname),
    globalClass,
  );

  if (minimal) {
    return (
      <div className={siteClasses(classes, 'host-minimal')}>
        <LoaderBar />
        <FullScreenLoader />
        <OfflineBanner />
        <main id="main-content" tabIndex={-1}>
          <SitePage match={match} />
        </main>
      </div>
    );
  }

  return (
    <div className={classes}>
      <a className="host-skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <LoaderBar />
      <Header />
      <OfflineBanner />
      {updateAsked && (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      )}
      <ErrorBanner />
      <main id="main-content" tabIndex={-1}>
        <SitePage match={match} />
      </main>
      {showsFooter(pathname, match?.route.id) && <Footer />}
      <BottomBar />
      <FullScreenLoader />
      <RouteAnnouncer />
      <Suspense fallback={null}>
        {menuNeeded && <MobileMenu />}
        {exitNeeded && <ExitCateringPopup />}
      </Suspense>
      <RemoteWidgets />
    </div>
  );
}
