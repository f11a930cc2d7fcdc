import { useTranslation } from 'react-i18next';
import { CATERING_DELIVERY_MINIMUM, formatMoney } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** Ids of the notes that say why the review waits for the catering delivery minimum (§5). */
export const CATERING_MINIMUM_NOTES =
  'checkout-minimum-notice checkout-minimum-short checkout-minimum-counts';

/** The catering delivery minimum is not met yet: by how much, and what counts toward it. */
export function CateringMinimum({ shortfall }: { shortfall: number }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <p id="checkout-minimum-notice" role="status" className="ui-notice ui-notice--warning">
        {t('cateringMinimum')}
      </p>
      <p id="checkout-minimum-short" className="ui-field-hint">
        {t('cateringMinimumShort', {
          amount: formatMoney(shortfall),
          minimum: formatMoney(CATERING_DELIVERY_MINIMUM),
        })}
      </p>
      <p id="checkout-minimum-counts" className="ui-field-hint">
        {t('cateringMinimumCounts')}
      </p>
    </>
  );
}
