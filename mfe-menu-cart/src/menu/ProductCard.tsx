import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MENU_IMAGE_GROUP, type Product } from '@qsr/shared-contracts';
import { AllergenFlag } from '../allergens/AllergenFlag';
import { DietaryTags } from '../dietary/DietaryTags';
import { NS } from '../strings';
import { useCalorieFigure } from './calorie-figure';
import { productPath } from './useCurrentMenu';
import { Card, Price } from '@qsr/shared-ui';

interface ProductCardProps {
  product: Product;
  /** On the first screen: its picture loads at once (see below). */
  firstScreen: boolean;
  /** A restaurant is chosen: the card leads to ordering the product rather than reading it. */
  ordering: boolean;
  /** Why it cannot be ordered for the box's time (`useNotOrderable`); null when it can. */
  notOrderable: string | null;
}

/**
 * One product of the menu. The cards of the first screen (`firstScreen`) load their picture at
 * once: the largest of them is what a customer waits for; the others wait until scrolled near.
 * Memoized: a menu has dozens of cards, and they change only with the menu.
 */
export const ProductCard = memo(function ProductCard({
  product,
  firstScreen,
  ordering,
  notOrderable,
}: ProductCardProps) {
  const { t } = useTranslation(NS);
  const figure = useCalorieFigure();
  const image = product.images.find((candidate) => candidate.groupname === MENU_IMAGE_GROUP);
  return (
    <Card as="li" className={`menuCart-product${notOrderable ? ' is-unavailable' : ''}`}>
      {image && (
        <img
          src={image.filename}
          alt={image.alt ?? ''}
          width={160}
          height={120}
          loading={firstScreen ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <h3 className="menuCart-product-name">
        <Link to={productPath(product.sku, ordering)} className="menuCart-product-link">
          {product.name}
        </Link>
      </h3>
      <p className="menuCart-product-meta">
        <Price amount={product.cost} />
        {product.calories !== undefined && (
          <span>{t('calories', { calories: figure(product.calories) })}</span>
        )}
      </p>
      <DietaryTags product={product} />
      {notOrderable && <p className="menuCart-product-unavailable">{notOrderable}</p>}
      <AllergenFlag contains={product.allergens} />
    </Card>
  );
});
