import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStories } from '../content/stories';
import { NS } from '../strings';
import { Button, buttonClass, EmptyState, Field, SkeletonList } from '@qsr/shared-ui';

/** Folders that hold data, not pages: never search results. */
const NOT_PAGES = ['global/*', 'content-cards/*', 'in-app-messages/*', 'expansion-stores/*'];

/** /search: pages whose title or text holds the words (the content service's search term). */
export function SiteSearch() {
  const { t } = useTranslation(NS);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(query);
  const { data, error } = useStories(
    query ? { startsWith: '', searchTerm: query, excludingSlugs: NOT_PAGES } : null,
  );
  const pages = (data ?? []).filter((story) =>
    ['page', 'article'].includes(story.content.component),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <section className="marketing-search" aria-labelledby={`${id}-title`}>
      <form role="search" onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('searchSite')}</h2>
        <Field
          id={`${id}-q`}
          type="search"
          label={t('searchLabel')}
          value={draft}
          maxLength={100}
          onChange={setDraft}
          addon={<Button type="submit">{t('search')}</Button>}
        />
      </form>
      {query && (
        <div aria-live="polite">
          {error ? (
            <p role="alert">{t('listFailed')}</p>
          ) : !data ? (
            <SkeletonList label={t('loading')} rows={3} />
          ) : pages.length === 0 ? (
            <EmptyState
              title={t('noSearchResults', { query })}
              headingLevel={3}
              action={
                <Link className={buttonClass({ variant: 'secondary' })} to="/menu">
                  {t('seeMenu')}
                </Link>
              }
            >
              <p>{t('noSearchResultsBody', { query })}</p>
            </EmptyState>
          ) : (
            <>
              <p>{t('searchResults', { count: pages.length, query })}</p>
              <ul className="marketing-search-results">
                {pages.map((story) => (
                  <li key={story.uuid}>
                    <Link to={`/${story.full_slug}`}>{story.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
