import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, productsOf } from '@qsr/shared-contracts';
import { allergensOf, withoutAllergens } from './allergens';
import { NS } from '../strings';
import { MenuStatus } from './MenuStatus';
import { NutritionSkeleton } from './MenuSkeleton';
import { Button, CheckboxGroup, EmptyState } from '@qsr/shared-ui';
import { useCurrentMenu } from './useCurrentMenu';
import './menu.css';

/** The nutrition facts the menu carries, with their column headings. */
const NUTRIENTS = [
  ['calories', 'nutrientCalories'],
  ['fat_g', 'nutrientFat'],
  ['sodium_mg', 'nutrientSodium'],
  ['carbs_g', 'nutrientCarbs'],
  ['protein_g', 'nutrientProtein'],
] as const;

/** /menu/nutrition: nutrition and allergens per product, filterable by allergen. */
export function NutritionPage() {
  const { t } = useTranslation(NS);
  const { data: menu, error, isLoading, mutate } = useCurrentMenu();
  const [excluded, setExcluded] = useState<string[]>([]);
  const products = productsOf(menu);
  const shown = withoutAllergens(products, excluded);
  const allergenName = (allergen: string) => t(`allergen_${allergen}`, { defaultValue: allergen });

  return (
    <Page boundary="menuCart" title={t('nutrition')} className="menuCart-menu menuCart-nutrition">
      <MenuStatus
        loading={isLoading}
        failed={Boolean(error) && !menu}
        retry={() => void mutate()}
        skeleton={<NutritionSkeleton />}
      />
      {menu && (
        <>
          <CheckboxGroup
            look="chips"
            legend={t('allergenFilter')}
            values={excluded}
            onChange={setExcluded}
            choices={allergensOf(products).map((allergen) => ({
              value: allergen,
              label: allergenName(allergen),
            }))}
          />
          {shown.length === 0 ? (
            <EmptyState
              title={t('noProductsWithout')}
              action={
                <Button variant="secondary" onClick={() => setExcluded([])}>
                  {t('clearFilters')}
                </Button>
              }
            >
              <p>{t('noProductsWithoutBody')}</p>
            </EmptyState>
          ) : (
            // A phone scrolls the table sideways: the keyboard reaches that scroll too (WCAG
            // 2.1.1), so the region takes the focus and is named by the table it holds.
            <section className="menuCart-table-scroll" aria-label={t('nutrition')} tabIndex={0}>
              <table className="menuCart-nutrition-table">
                <thead>
                  <tr>
                    <th scope="col">{t('product')}</th>
                    {NUTRIENTS.map(([key, label]) => (
                      <th key={key} scope="col">
                        {t(label)}
                      </th>
                    ))}
                    <th scope="col">{t('allergens')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((product) => (
                    <tr key={product.id}>
                      <th scope="row">{product.name}</th>
                      {NUTRIENTS.map(([key]) => (
                        <td key={key}>{product.nutrition?.[key] ?? '—'}</td>
                      ))}
                      <td>
                        {product.allergens?.length
                          ? product.allergens.map(allergenName).join(', ')
                          : t('noAllergens')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </Page>
  );
}
