import { useTranslation } from 'react-i18next';
import { maskZip, useLanguage } from '@qsr/shared-contracts';
import { AddressCombobox, Field } from '@qsr/shared-ui';
import type { CheckoutDraft } from '../checkout/draft';
import { checkoutFieldId } from '../checkout/field-ids';
import { NS } from '../strings';
import { DeliveryVerdict } from './DeliveryVerdict';
import type { CheckoutErrors } from './handoff-details';
import type { useAddressChoice } from './use-address-choice';

type Details = CheckoutDraft['details'];

/**
 * The delivery address: the street completes as it is typed (a chosen suggestion fills the
 * fields and says whether the box's restaurant delivers there); every field may be typed too.
 */
export function DeliveryAddressFields({
  details,
  errors,
  set,
  choice,
  restaurant,
}: {
  details: Details;
  errors: CheckoutErrors | null;
  set: (patch: Partial<Details>) => void;
  choice: ReturnType<typeof useAddressChoice>;
  restaurant: string;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <div className="checkout-grid">
      <h3 className="checkout-subheading">{t('deliveryAddress')}</h3>
      <AddressCombobox
        label={t('address')}
        autoComplete="address-line1"
        value={details.address}
        source={choice.source}
        language={language}
        onChange={(address) => set({ address, state: undefined })}
        onChoose={(suggestion) => void choice.choose(suggestion)}
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
      <DeliveryVerdict verdict={choice.verdict} restaurant={restaurant} />
    </div>
  );
}
