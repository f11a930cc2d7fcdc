import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** /menu/nutrition: nutrition and allergens per product (filled by the menu-and-box issue). */
export function NutritionPage() {
  const { t } = useTranslation(NS);
  return <Page boundary="menuCart" title={t('nutrition')} />;
}
