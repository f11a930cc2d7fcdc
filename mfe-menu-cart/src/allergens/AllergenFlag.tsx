import { useTranslation } from 'react-i18next';
import { useAppState } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { useAllergenWords } from './allergen-words';
import { allergensToAvoid } from './allergens-to-avoid';
import './allergens.css';

/**
 * The warning on an item (a card, a choice, a box line) that contains an allergen the customer
 * avoids;
 * nothing when it contains none. It flags, and never hides: hiding is the customer's choice.
 */
export function AllergenFlag({
  contains,
  className,
}: {
  /** Every allergen the item declares (its own and its choices'). */
  contains: readonly string[] | undefined;
  className?: string;
}) {
  const { t } = useTranslation(NS);
  const words = useAllergenWords();
  const avoided = allergensToAvoid(contains, useAppState().allergenProfile);
  if (avoided.length === 0) return null;
  return (
    <span className={className ? `menuCart-allergen-flag ${className}` : 'menuCart-allergen-flag'}>
      {t('containsAllergens', { allergens: words(avoided) })}
    </span>
  );
}
