import { useTranslation } from 'react-i18next';
import { productsOf, type CartProduct } from '@qsr/shared-contracts';
import { useCalorieFigure } from '../menu/calorie-figure';
import { useCurrentMenu } from '../menu/useCurrentMenu';
import { NS } from '../strings';
import { boxCalories } from './box-calories';

/**
 * The box's calories under its totals, with the advice the menu's figures come with. The menu
 * is the restaurant's, read if no page has read it yet (one read, kept for an hour).
 */
export function BoxCalories({ lines }: { lines: readonly CartProduct[] }) {
  const { t } = useTranslation(NS);
  const figure = useCalorieFigure();
  const { data: menu } = useCurrentMenu();
  const calories = boxCalories(lines, productsOf(menu));
  if (calories === null) return null;
  return (
    <div className="menuCart-box-calories">
      <p>{t('boxCalories', { calories: figure(calories) })}</p>
      <p>{t('calorieAdvice')}</p>
    </div>
  );
}
