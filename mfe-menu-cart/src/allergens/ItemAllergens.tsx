import { useTranslation } from 'react-i18next';
import { useAppState } from '@qsr/shared-contracts';
import type { ChoiceQuantities } from '../product/product-options';
import { NS } from '../strings';
import { useAllergenWords } from './allergen-words';
import { allergensToAvoid } from './allergens-to-avoid';
import { chosenChoices, type AllergensOnMenu } from './chosen-allergens';
import './allergens.css';

/**
 * On the product page: which allergens of the customer's profile the item contains as chosen,
 * and what brings each (the product itself, or a choice). A status, so that a choice that adds
 * one is said as it is picked.
 */
export function ItemAllergens({
  product,
  chosen,
}: {
  product: AllergensOnMenu & { name: string };
  chosen: ChoiceQuantities;
}) {
  const { t } = useTranslation(NS);
  const words = useAllergenWords();
  const profile = useAppState().allergenProfile;
  const own = allergensToAvoid(product.allergens, profile);
  const added = chosenChoices(product, chosen).flatMap((choice) => {
    const allergens = allergensToAvoid(choice.allergens, profile);
    return allergens.length > 0 ? [{ name: choice.name, allergens }] : [];
  });
  return (
    <div role="status" className="menuCart-item-allergens">
      {(own.length > 0 || added.length > 0) && (
        <div className="ui-notice ui-notice--warning">
          <p className="ui-notice-title">{t('allergensYouAvoid')}</p>
          {own.length > 0 && (
            <p>{t('productContains', { name: product.name, allergens: words(own) })}</p>
          )}
          {added.map((choice) => (
            <p key={choice.name}>
              {t('choiceAdds', { name: choice.name, allergens: words(choice.allergens) })}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
