import { useTranslation } from 'react-i18next';
import { maskZip } from '@qsr/shared-contracts';
import { Field } from '@qsr/shared-ui';
import type { CheckoutDraft } from '../checkout/draft';
import { checkoutFieldId } from '../checkout/field-ids';
import { NS } from '../strings';
import type { CheckoutErrors } from './handoff-details';

type Details = CheckoutDraft['details'];

/** The delivery address typed in: street, building, city and ZIP. */
export function DeliveryAddressFields({
  details,
  errors,
  set,
}: {
  details: Details;
  errors: CheckoutErrors | null;
  set: (patch: Partial<Details>) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="checkout-grid">
      <h3 className="checkout-subheading">{t('deliveryAddress')}</h3>
      <Field
        label={t('address')}
        autoComplete="address-line1"
        value={details.address}
        onChange={(address) => set({ address, state: undefined })}
        id={checkoutFieldId('address')}
        error={errors?.address && t('error_address')}
      />
      <Field
        label={t('building')}
        autoComplete="address-line2"
        value={details.building}
        onChange={(building) => set({ building })}
      />
      <Field
        label={t('city')}
        autoComplete="address-level2"
        value={details.city}
        onChange={(city) => set({ city })}
        id={checkoutFieldId('city')}
        error={errors?.city && t('error_city')}
      />
      <Field
        label={t('zip')}
        autoComplete="postal-code"
        inputMode="numeric"
        value={details.zip}
        onChange={(zip) => set({ zip: maskZip(zip) })}
        id={checkoutFieldId('zip')}
        error={errors?.zip && t('error_zip')}
      />
    </div>
  );
}
