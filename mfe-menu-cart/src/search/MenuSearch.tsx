import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Menu } from '@qsr/shared-contracts';
import { Button, EmptyState, Field } from '@qsr/shared-ui';
import { categoryPath } from '../menu/category-path';
import { ProductList } from '../menu/ProductList';
import { NS } from '../strings';
import { MAX_QUERY_LENGTH } from './menu-search';
import { useMenuSearch } from './useMenuSearch';
import './search.css';

/**
 * The menu's search field above the menu. While it holds a search, what it found stands in
 * place of the menu (`children`): the number found is announced, and when nothing is found the
 * parts of the menu are offered instead.
 */
export function MenuSearch({ menu, children }: { menu: Menu; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { query, setQuery, results, searched, failed, prepare, keep } = useMenuSearch(menu);
  const fieldId = useId();
  const headingId = useId();

  // The results follow each letter, so Enter (a phone's search key) has nothing to send: the
  // keyboard goes away so that the results show.
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  const clear = () => {
    setQuery('');
    document.getElementById(fieldId)?.focus();
  };

  return (
    <>
      <div role="search" className="menuCart-search">
        <Field
          id={fieldId}
          type="search"
          label={t('searchMenu')}
          value={query}
          onChange={setQuery}
          onFocus={prepare}
          onBlur={keep}
          onKeyDown={enter}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <p role="status" className="menuCart-search-status">
        {failed && t('searchUnavailable')}
        {results && t('searchFound', { count: results.length, query: searched })}
      </p>
      {results === null && children}
      {results && results.length > 0 && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="ui-visually-hidden">
            {t('searchResults')}
          </h2>
          <ProductList products={results} />
        </section>
      )}
      {results?.length === 0 && (
        <EmptyState
          title={t('searchNothing')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('clearSearch')}
            </Button>
          }
        >
          <p>{t('searchNothingBody')}</p>
          <ul className="menuCart-search-suggestions">
            {menu.categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryPath(category)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </EmptyState>
      )}
    </>
  );
}
