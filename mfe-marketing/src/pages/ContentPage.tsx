import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  Page,
  PageNotFoundError,
  actions,
  formatCalendarDate,
  pageHeadFor,
  storySlugForPath,
  useLanguage,
  useRouteMatch,
  type RichTextNode,
} from '@qsr/shared-contracts';
import { Blocks } from '../blocks/Blocks';
import { Picture } from '../blocks/Picture';
import type { Block, PageContent } from '../content/content-types';
import { useStory } from '../content/stories';
import { usePageHead } from '../head/use-page-head';
import { ArticleList } from '../lists/ArticleList';
import { ExpansionStores } from '../lists/ExpansionStores';
import { SiteSearch } from '../lists/SiteSearch';
import { RichText } from '../rich-text/RichText';
import { NS } from '../strings';
import '../marketing.css';
import { nameFromSlug } from './page-name';
import { buttonClass } from '@qsr/shared-ui';
import { PageSkeleton } from '../lists/CardsSkeleton';

/** What some routes show below their content: lists from other stories (§2.1, §7.3). */
function RouteExtras({ routeId, slug }: { routeId: string; slug: string }) {
  if (routeId === 'news-and-community' && slug === 'news-and-community') {
    return <ArticleList folder="news-and-community" />;
  }
  if (routeId === 'about-chicken-scoop' && slug === 'about/chicken-scoop') {
    return <ArticleList folder="about/chicken-scoop" />;
  }
  if (routeId === 'expansion-menu') return <ExpansionStores />;
  if (routeId === 'search') return <SiteSearch />;
  return null;
}

function ArticleBody({ content }: { content: PageContent }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <article className="marketing-article">
      {content.date && (
        <p className="marketing-meta">
          {t('byline', {
            author: content.author ?? '',
            // As people write dates, in the page's language, as the lists do.
            date: formatCalendarDate(content.date, language, 'long'),
          })}
        </p>
      )}
      <Picture asset={content.image} eager width={1200} height={600} />
      <RichText doc={content.body as RichTextNode} />
    </article>
  );
}

/**
 * Every marketing route of §2.1: the story named by the path, from the content service (§7.3),
 * in Spanish where it has it. A path without a page story is the §2.11 page, titled Not Found.
 */
export function ContentPage() {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  const match = useRouteMatch();
  const slug = storySlugForPath(pathname);
  const { data: story, error, isLoading, mutate } = useStory(slug);
  const language = useLanguage();
  // A page without content (null) has the Not Found head, whose name titles the §2.11 page.
  const head = useMemo(
    () =>
      story === undefined ? null : pageHeadFor(story, window.location.origin, pathname, language),
    [story, pathname, language],
  );
  usePageHead(head);

  const globalClass = story?.content.global_class ?? '';
  useEffect(() => {
    if (!globalClass) return;
    actions.setGlobalClass(globalClass);
    return () => actions.setGlobalClass('');
  }, [globalClass]);

  if (story === null) throw new PageNotFoundError(undefined, head?.name);
  const title = story?.name ?? nameFromSlug(slug.split('/').pop() ?? '');
  const content = story?.content;
  return (
    <Page
      boundary="marketing"
      title={title}
      className={`marketing-page marketing-page--${match?.route.id ?? 'content'}`}
    >
      {isLoading && !story && <PageSkeleton />}
      {error && !story && (
        <div role="alert" className="marketing-status">
          <p>{t('pageFailed')}</p>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => void mutate()}
          >
            {t('tryAgain')}
          </button>
        </div>
      )}
      {content?.component === 'article' ? (
        <ArticleBody content={content} />
      ) : (
        Array.isArray(content?.body) && <Blocks blocks={content.body as Block[]} />
      )}
      {story && <RouteExtras routeId={match?.route.id ?? ''} slug={slug} />}
    </Page>
  );
}
