import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Menu } from '@qsr/shared-contracts';
import { categoryPath, categorySlug } from './category-path';
import { NS } from '../strings';
import { MenuSkeleton } from './MenuSkeleton';
import { buttonClass, EmptyState } from '@qsr/shared-ui';
import { AllergenProfilePanel } from '../allergens/AllergenProfilePanel';
import { useShownMenu } from '../allergens/use-shown-menu';
import { MenuSearch } from '../search/MenuSearch';
import { ProductList } from './ProductList';
import { useCategoriesInSlices } from './useCategoriesInSlices';

/** The products a phone's first screen shows (the first category's first row or two). */
const FIRST_SCREEN_PRODUCTS = 4;

interface MenuBodyProps {
  menu: Menu;
  category?: string;
}

interface DeferredMenuBodyProps extends MenuBodyProps {
  /** The menu was there when the page rendered first (kept, or the server's): no deferred pass. */
  atOnce: boolean;
}

/**
 * The categories of a menu under a category bar that scrolls sideways on a phone. With
 * `category` (the {mid} of /menu/{mid}) only that category shows and the bar links the other
 * category pages; otherwise the bar jumps within the page. A search field above them finds
 * anything on the menu (`MenuSearch`); the customer's allergen profile flags (or hides) what
 * contains an allergen they avoid.
 *
 * A menu's cards are its page's largest render. A menu that arrives later renders in a deferred
 * pass, which yields to the browser, rather than in the one long task a data answer would start
 * (taps wait on it); one there from the start renders with the page, which already yields (the
 * server's first screen shows it meanwhile). Cards render again only when the menu changes, not
 * each time the page re-renders with the shared state. Either way the whole menu renders in
 * slices of a screen or so (`useCategoriesInSlices`), each its own short task.
 */
export function MenuBody({ menu, category, atOnce }: DeferredMenuBodyProps) {
  const shown = useDeferredValue(menu, atOnce ? menu : null);
  return shown ? <MenuSections menu={shown} category={category} /> : <MenuSkeleton />;
}

const MenuSections = memo(function MenuSections({ menu: whole, category }: MenuBodyProps) {
  const { t } = useTranslation(NS);
  const { menu, hidden } = useShownMenu(whole);
  const chosen = category
    ? menu.categories.filter((candidate) => categorySlug(candidate) === category)
    : [];
  const onePage = chosen.length > 0;
  const slices = useCategoriesInSlices(menu.categories, useLocation().hash);
  const shown = onePage ? chosen : menu.categories.slice(0, slices.shown);

  if (menu.categories.length === 0) {
    return (
      <EmptyState
        title={t('emptyMenu')}
        action={
          <Link className={buttonClass({ variant: 'secondary' })} to="/locations">
            {t('findAnotherRestaurant')}
          </Link>
        }
      >
        <p>{t('emptyMenuBody')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <AllergenProfilePanel hidden={hidden} />
      <MenuSearch menu={menu}>
        {category && !onePage && <p className="menuCart-status">{t('categoryMissing')}</p>}
        <nav aria-label={t('categories')} className="menuCart-category-nav">
          <ul>
            {onePage && (
              <li>
                <Link to="/menu">{t('fullMenu')}</Link>
              </li>
            )}
            {menu.categories.map((entry) => (
              <li key={entry.id}>
                {onePage ? (
                  <Link
                    to={categoryPath(entry)}
                    aria-current={entry === chosen[0] ? 'page' : undefined}
                  >
                    {entry.name}
                  </Link>
                ) : (
                  <a href={`#category-${entry.id}`} onClick={slices.showAll}>
                    {entry.name}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {shown.map((entry, entryIndex) => (
          <section
            key={entry.id}
            id={`category-${entry.id}`}
            aria-labelledby={`category-${entry.id}-name`}
            className="menuCart-category"
          >
            <h2 id={`category-${entry.id}-name`}>{entry.name}</h2>
            {entry.description && <p className="menuCart-category-text">{entry.description}</p>}
            {entry.products.length === 0 && (
              <EmptyState
                title={t('emptyCategory')}
                headingLevel={3}
                action={
                  <Link className={buttonClass({ variant: 'secondary' })} to="/menu">
                    {t('fullMenu')}
                  </Link>
                }
              >
                <p>{t('emptyCategoryBody')}</p>
              </EmptyState>
            )}
            <ProductList
              products={entry.products}
              firstScreen={entryIndex === 0 ? FIRST_SCREEN_PRODUCTS : 0}
            />
          </section>
        ))}
      </MenuSearch>
    </>
  );
});
