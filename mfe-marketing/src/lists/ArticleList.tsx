import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate, useLanguage } from '@qsr/shared-contracts';
import { Picture } from '../blocks/Picture';
import { useStories } from '../content/stories';
import { NS } from '../strings';
import { CardsSkeleton } from './CardsSkeleton';
import { Card, buttonClass, EmptyState } from '@qsr/shared-ui';

/** The articles of a folder, newest first (/news-and-community, /about/chicken-scoop). */
export function ArticleList({ folder }: { folder: string }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const { data, error } = useStories({ startsWith: `${folder}/`, sortBy: 'content.date:desc' });
  if (error) return <p role="alert">{t('listFailed')}</p>;
  if (!data) return <CardsSkeleton className="marketing-articles" />;
  // Newest first, whatever order the service answered in.
  const articles = data
    .filter((story) => story.content.component === 'article')
    .sort((a, b) => (b.content.date ?? '').localeCompare(a.content.date ?? ''));
  if (articles.length === 0) {
    return (
      <EmptyState
        title={t('noArticles')}
        action={
          <Link className={buttonClass({ variant: 'secondary' })} to="/menu">
            {t('seeMenu')}
          </Link>
        }
      >
        <p>{t('noArticlesBody')}</p>
      </EmptyState>
    );
  }
  return (
    <section className="marketing-articles" aria-labelledby="marketing-articles-title">
      <h2 id="marketing-articles-title">{t('latest')}</h2>
      <ul>
        {articles.map((story) => (
          <Card as="li" key={story.uuid} tone="flat" className="marketing-teaser">
            <Picture asset={story.content.image} width={400} height={225} />
            <h3>
              <Link to={`/${story.full_slug}`}>{story.name}</Link>
            </h3>
            {story.content.date && (
              <p className="marketing-meta">
                {formatCalendarDate(story.content.date, language, 'long')}
              </p>
            )}
            {story.content.teaser && <p>{story.content.teaser}</p>}
          </Card>
        ))}
      </ul>
    </section>
  );
}
