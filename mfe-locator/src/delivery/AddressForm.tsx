import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  locationsPathFor,
  maskZip,
  useLanguage,
  type DeliveryAddress,
} from '@qsr/shared-contracts';
import { AddressCombobox, buttonClass, ErrorSummary, Field, useErrorSummary } from '@qsr/shared-ui';
import { NS } from '../strings';
import { DeliveryNote } from './autocomplete/DeliveryNote';
import { useChosenAddress } from './autocomplete/use-chosen-address';
import { ZoneVerdict } from './autocomplete/ZoneVerdict';
import {
  EMPTY_DRAFT,
  draftErrors,
  fromDraft,
  type AddressDraft,
  type AddressField,
} from './delivery-address';

/** A field's id, fixed so that the error summary can link to it. */
const addressFieldId = (field: AddressField) => `locator-address-${field}`;

const FIELDS: Array<{ field: AddressField; autoComplete: string; required: boolean }> = [
  { field: 'address', autoComplete: 'address-line1', required: true },
  { field: 'building', autoComplete: 'address-line2', required: false },
  { field: 'city', autoComplete: 'address-level2', required: true },
  { field: 'state', autoComplete: 'address-level1', required: false },
  { field: 'zip', autoComplete: 'postal-code', required: true },
];

/**
 * The delivery address form: the street completes as it is typed (choosing a suggestion fills
 * the fields and says at once who delivers there), every field may also be typed by hand, and
 * Find delivery checks what the fields say.
 */
export function AddressForm({
  heading,
  checking,
  returnTo,
  onFind,
}: {
  heading: string;
  checking: boolean;
  returnTo: string | null;
  onFind(address: DeliveryAddress): void;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const chosen = useChosenAddress(draft, (fields) =>
    setDraft((previous) => ({ ...previous, ...fields })),
  );
  const { tried, attempt, check } = useErrorSummary();
  const errors = draftErrors(draft);
  const problems = FIELDS.flatMap(({ field }) => {
    const error = errors[field];
    return error ? [{ fieldId: addressFieldId(field), message: t(error) }] : [];
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The summary at the top takes the focus and links to each field to fix.
    if (!check(problems)) return;
    onFind(chosen.placed(fromDraft(draft)));
  };

  const change = (field: AddressField, value: string) =>
    setDraft((previous) => ({ ...previous, [field]: field === 'zip' ? maskZip(value) : value }));

  return (
    <form className="locator-address-form" noValidate onSubmit={submit}>
      <h2>{heading}</h2>
      <ErrorSummary title={t('fixErrors')} errors={tried ? problems : []} attempt={attempt} />
      {FIELDS.map(({ field, autoComplete, required }) => {
        const error = tried && errors[field] ? t(errors[field]) : undefined;
        const label = (
          <>
            {t(`field_${field}`)}
            {!required && <span className="locator-optional"> {t('optional')}</span>}
          </>
        );
        if (field === 'address') {
          return (
            <div key={field}>
              <AddressCombobox
                id={addressFieldId(field)}
                className={`locator-field-${field}`}
                label={label}
                value={draft.address}
                autoComplete={autoComplete}
                required
                error={error}
                source={chosen.source}
                language={language}
                note={(suggestion) => <DeliveryNote suggestion={suggestion} />}
                onChange={(value) => change(field, value)}
                onChoose={(suggestion) => void chosen.choose(suggestion)}
              />
              <ZoneVerdict
                verdict={chosen.verdict}
                pickupPath={locationsPathFor('pickup', returnTo)}
              />
            </div>
          );
        }
        return (
          <Field
            key={field}
            id={addressFieldId(field)}
            className={`locator-field-${field}`}
            label={label}
            value={draft[field]}
            autoComplete={autoComplete}
            inputMode={field === 'zip' ? 'numeric' : undefined}
            maxLength={field === 'zip' ? 5 : undefined}
            required={required}
            error={error}
            onChange={(value) => change(field, value)}
          />
        );
      })}
      <button type="submit" className={buttonClass()} disabled={checking}>
        {t('findDelivery')}
      </button>
    </form>
  );
}
