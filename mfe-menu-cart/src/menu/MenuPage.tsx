import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Page, getMenu, locationDisplayName, menuIdFor, useAppState } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { ProductCard } from './ProductCard';
import './menu.css';

/** /menu: the categories and products of the current menu (§2.1, issue 7 grows it). */
export function MenuPage() {
  const { t } = useTranslation(NS);
  const { channel, location } = useAppState();
  const menuId = menuIdFor(channel, location);
  const {
    data: menu,
    error,
    isLoading,
    mutate,
  } = useSWR(['menu', menuId], () => getMenu(menuId), {
    revalidateOnFocus: false,
  });
  const title = channel === 'catering' ? t('cateringMenu') : t('menu');

  return (
    <Page boundary="menuCart" title={title} className="mc-menu">
      {location && (
        <p className="mc-location">
          {t('orderingFrom', { name: locationDisplayName(location.name) })}
        </p>
      )}
      {isLoading && (
        <p role="status" className="mc-status">
          {t('loadingMenu')}
        </p>
      )}
      {error && !menu && (
        <div className="mc-status">
          <p>{t('menuFailed')}</p>
          <button type="button" className="mc-button" onClick={() => void mutate()}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {menu && menu.categories.length === 0 && <p className="mc-status">{t('emptyMenu')}</p>}
      {menu && menu.categories.length > 0 && (
        <>
          <nav aria-label={t('categories')} className="mc-category-nav">
            <ul>
              {menu.categories.map((category) => (
                <li key={category.id}>
                  <a href={`#category-${category.id}`}>{category.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          {menu.categories.map((category) => (
            <section
              key={category.id}
              id={`category-${category.id}`}
              aria-labelledby={`category-${category.id}-name`}
              className="mc-category"
            >
              <h2 id={`category-${category.id}-name`}>{category.name}</h2>
              <ul className="mc-products">
                {category.products.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </Page>
  );
}
