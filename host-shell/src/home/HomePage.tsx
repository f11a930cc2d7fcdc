import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  splitContentCards,
  useAppState,
  useChannel,
  useHydrating,
  useRead,
} from '@qsr/shared-contracts';
import { useHostChannel } from '../channel/use-host-channel';
import { InAppMessageBanner } from '../content-cards/InAppMessageBanner';
import { TopAlert } from '../content-cards/TopAlert';
import { PageLoading } from '../layout/PageLoading';
import { useSiteConfig } from '../site/site-config-context';
import { ComeBackArea } from './ComeBackArea';
import { Hero } from './Hero';
import { splitHome, type HomePageContent } from './home-content';
import { useFirstScreenReady } from './home-start';
import { useHomeDeepLink } from './use-home-deep-link';

const HomeSections = lazy(() => import('./HomeSections'));

/**
 * The home page, from the content service (a catering story on the catering channel): the top
 * alert and in-app messages, the hero, then the rest in a lazily loaded chunk. The first screen
 * waits for its story, cards and messages together (asked for as the site starts, see
 * `preloadHome`) and then shows at once, so nothing on it moves as they arrive.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  const { config, catering } = useHostChannel();
  const { contentCards, token } = useAppState();
  const channel = useChannel();
  const hydrating = useHydrating();
  useHomeDeepLink();
  const { data, error } = useRead('story', [config.homeStory], {
    revalidateOnFocus: false,
  });
  // The first screen renders in a pass that yields to the browser once its content is in
  // (the server's first screen gives it at once, and SWR then counts it as loading again).
  const ready = useDeferredValue(useFirstScreenReady(data === undefined && !error));
  const { hero, rest } = splitHome(data?.story.content as HomePageContent | undefined);
  const { topAlert } = splitContentCards(contentCards, { member: Boolean(token), channel });

  useEffect(() => {
    document.title = catering ? `${t('catering')} | ${brandName}` : brandName;
  }, [brandName, catering, t]);

  if (!ready) {
    return (
      <div className={`host-home ${config.accentClass}`}>
        <PageLoading />
      </div>
    );
  }
  return (
    <div className={`host-home ${config.accentClass}`}>
      <TopAlert cards={topAlert} />
      <InAppMessageBanner />
      <Hero hero={hero} />
      <p className="host-home-tagline">{t(config.homeTagline, { brand: brandName })}</p>
      <ComeBackArea />
      {error && (
        <p className="host-home-error" role="status">
          {t('homeContentUnavailable')} <Link to="/menu">{t('viewMenu')}</Link>
        </p>
      )}
      {/* The rest is below the fold and its own chunk: the server leaves it out, and so does
          the hydration of its markup; the browser's next render brings it. */}
      {rest.length > 0 && !hydrating && (
        <Suspense fallback={<div className="host-page-loading" aria-hidden="true" />}>
          <HomeSections blocks={rest} catering={catering} />
        </Suspense>
      )}
    </div>
  );
}
