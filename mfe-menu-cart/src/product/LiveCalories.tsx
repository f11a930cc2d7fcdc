import { useTranslation } from 'react-i18next';
import type { Product } from '@qsr/shared-contracts';
import { useCalorieFigure } from '../menu/calorie-figure';
import { NS } from '../strings';
import { productCalories, type ChoiceQuantities } from './product-options';

/**
 * The calories of one item as chosen so far, beside its live price: one figure, or a range while
 * a required group is open; "each" when more than one is ordered.
 */
export function LiveCalories({
  product,
  chosen,
  quantity,
}: {
  product: Pick<Product, 'calories' | 'options'>;
  chosen: ChoiceQuantities;
  quantity: number;
}) {
  const { t } = useTranslation(NS);
  const figure = useCalorieFigure();
  const calories = productCalories(product, chosen);
  if (!calories) return null;
  return (
    <p className="menuCart-live-calories">
      {calories.low === calories.high
        ? t('liveCalories', { count: quantity, calories: figure(calories.low) })
        : t('liveCaloriesRange', {
            count: quantity,
            low: figure(calories.low),
            high: figure(calories.high),
          })}
    </p>
  );
}
