import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationsPathFor, type Product } from '@qsr/shared-contracts';
import { ItemAllergens } from '../allergens/ItemAllergens';
import { productPath } from '../menu/useCurrentMenu';
import { NS } from '../strings';
import { optionRuleText } from './option-rule';
import { buttonClass } from '@qsr/shared-ui';

/**
 * The view of /menu/product: what the product comes with, which of its allergens and of its
 * choices' the customer avoids, and the way to order it.
 */
export function ProductDetails({
  product,
  hasLocation,
}: {
  product: Product;
  hasLocation: boolean;
}) {
  const { t } = useTranslation(NS);
  // Nothing is chosen yet: every choice that would add an allergen is named.
  const everyChoice = Object.fromEntries(
    (product.options ?? []).flatMap((option) => option.choices.map((choice) => [choice.id, 1])),
  );
  return (
    <div className="menuCart-product-details">
      <ItemAllergens product={product} chosen={everyChoice} />
      {(product.options ?? []).map((option) => (
        <section key={option.id} className="menuCart-option">
          <h2 className="menuCart-option-name">
            {option.name} <small>{optionRuleText(option, t)}</small>
          </h2>
          <p>{option.choices.map((choice) => choice.name).join(', ')}</p>
        </section>
      ))}
      <Link
        className={buttonClass()}
        to={
          hasLocation
            ? productPath(product.sku, true)
            : locationsPathFor('pickup', productPath(product.sku, true))
        }
      >
        {hasLocation ? t('orderThis') : t('chooseRestaurantToOrder')}
      </Link>
    </div>
  );
}
