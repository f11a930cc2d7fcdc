import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { afterLocationChosen, maskZip, type DeliveryAddress } from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { NS } from '../strings';
import {
  EMPTY_DRAFT,
  draftErrors,
  fromDraft,
  fromSaved,
  type AddressDraft,
  type AddressField,
} from './delivery-address';
import { SavedAddresses, useSavedAddresses } from './SavedAddresses';
import { useDeliver } from './use-deliver';
import { buttonClass } from '@qsr/shared-ui';

/** Router state of /locations?mode=delivery when the modal found no coverage (§4.8). */
export interface DeliverySearchState {
  noCoverage?: boolean;
}

const FIELDS: Array<{ field: AddressField; autoComplete: string; required: boolean }> = [
  { field: 'address', autoComplete: 'address-line1', required: true },
  { field: 'building', autoComplete: 'address-line2', required: false },
  { field: 'city', autoComplete: 'address-level2', required: true },
  { field: 'state', autoComplete: 'address-level1', required: false },
  { field: 'zip', autoComplete: 'postal-code', required: true },
];

/** /locations?mode=delivery: where to deliver, and which restaurant covers it. */
export function DeliverySearch() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const routerState = useLocation().state as DeliverySearchState | null;
  const { addresses } = useSavedAddresses();
  const returnTo = useReturnTo();
  const { status, deliver } = useDeliver(routerState?.noCoverage ? 'no-coverage' : 'idle');
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const checking = status === 'checking';

  const deliverTo = async (address: DeliveryAddress) => {
    const target = await deliver(address);
    if (target) navigate(afterLocationChosen(target, returnTo));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    const first = FIELDS.find(({ field }) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`#locator-address-${first.field}`)?.focus();
      return;
    }
    void deliverTo(fromDraft(draft));
  };

  const change = (field: AddressField, value: string) =>
    setDraft((previous) => ({ ...previous, [field]: field === 'zip' ? maskZip(value) : value }));

  return (
    <>
      <div aria-live="polite">
        {status === 'no-coverage' && <p role="alert">{t('noCoverage')}</p>}
        {status === 'failed' && <p role="alert">{t('deliveryFailed')}</p>}
        {checking && <p role="status">{t('checkingAddress')}</p>}
      </div>
      <SavedAddresses
        addresses={addresses}
        disabled={checking}
        onChoose={(saved) => deliverTo(fromSaved(saved))}
      />
      <form ref={form} className="locator-address-form" noValidate onSubmit={submit}>
        <h2>{t(addresses.length > 0 ? 'newAddress' : 'deliveryAddress')}</h2>
        {FIELDS.map(({ field, autoComplete, required }) => {
          const error = errors[field];
          const id = `locator-address-${field}`;
          return (
            <div key={field} className={`ui-field locator-field-${field}`}>
              <label htmlFor={id}>
                {t(`field_${field}`)}
                {!required && <span className="locator-optional"> {t('optional')}</span>}
              </label>
              <input
                type="text"
                id={id}
                value={draft[field]}
                autoComplete={autoComplete}
                inputMode={field === 'zip' ? 'numeric' : undefined}
                maxLength={field === 'zip' ? 5 : undefined}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => change(field, event.target.value)}
              />
              {error && (
                <p id={`${id}-error`} className="ui-field-error">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className={buttonClass()} disabled={checking}>
          {t('findDelivery')}
        </button>
      </form>
    </>
  );
}
