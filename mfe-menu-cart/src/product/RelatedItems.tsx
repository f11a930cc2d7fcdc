import { useTranslation } from 'react-i18next';
import type { MenuCategory, Product } from '@qsr/shared-contracts';
import { ProductList } from '../menu/ProductList';
import { useNotOrderable } from '../orderable/useNotOrderable';
import { NS } from '../strings';

/** How many of its category's other products the product page offers below it. */
export const RELATED_SHOWN = 4;

/**
 * Related items: the product's neighbours on the menu (its category's others, those that can be
 * ordered now first, then in the menu's order), as the menu's own cards. Nothing is read for
 * them: the menu is the one the page already has.
 */
export function RelatedItems({ product, category }: { product: Product; category: MenuCategory }) {
  const { t } = useTranslation(NS);
  const notOrderable = useNotOrderable();
  const later = (candidate: Product) => (notOrderable(candidate) === null ? 0 : 1);
  const related = category.products
    .filter((candidate) => candidate.id !== product.id && !candidate.availability.unavailable)
    .sort((a, b) => later(a) - later(b))
    .slice(0, RELATED_SHOWN);
  if (related.length === 0) return null;
  return (
    <section className="menuCart-related" aria-labelledby="menuCart-related">
      <h2 id="menuCart-related">{t('relatedItems', { category: category.name })}</h2>
      <ProductList products={related} />
    </section>
  );
}
