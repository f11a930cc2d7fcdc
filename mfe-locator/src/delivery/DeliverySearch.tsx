import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  locationsPathFor,
  maskZip,
  useNavigateFromHere,
  type DeliveryAddress,
} from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { afterLocationChosen } from '../return/way-back';
import { NS } from '../strings';
import {
  EMPTY_DRAFT,
  draftErrors,
  fromDraft,
  fromSaved,
  type AddressDraft,
  type AddressField,
} from './delivery-address';
import { isNoCoverage } from './no-coverage';
import { SavedAddresses, SavedAddressesFailed, useSavedAddresses } from './SavedAddresses';
import { useDeliver } from './use-deliver';
import { buttonClass, ErrorSummary, Field, useErrorSummary } from '@qsr/shared-ui';

/** A field's id, fixed so that the error summary can link to it. */
const addressFieldId = (field: AddressField) => `locator-address-${field}`;

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
  const fromHere = useNavigateFromHere();
  const routerState = useLocation().state as DeliverySearchState | null;
  const { addresses, failed: savedFailed, retry: retrySaved } = useSavedAddresses();
  const returnTo = useReturnTo();
  const { status, deliver } = useDeliver(routerState?.noCoverage ? 'no-coverage' : 'idle');
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const { tried, attempt, check } = useErrorSummary();
  const errors = draftErrors(draft);
  const problems = FIELDS.flatMap(({ field }) => {
    const error = errors[field];
    return error ? [{ fieldId: addressFieldId(field), message: t(error) }] : [];
  });
  const checking = status === 'checking';
  // The answer to a search is said above the saved addresses, out of sight of a customer who
  // pressed Find delivery at the foot of the form: it takes the focus, which brings it into view.
  const outcome = useRef<HTMLParagraphElement>(null);
  const searched = useRef(false);
  useEffect(() => {
    if (checking) searched.current = true;
    else if (status === 'no-coverage' && searched.current) outcome.current?.focus();
  }, [checking, status]);

  const deliverTo = async (address: DeliveryAddress) => {
    const navigate = fromHere();
    const target = await deliver(address);
    // No coverage: this page says so (status), and the customer tries another address here.
    if (target && !isNoCoverage(target)) navigate(afterLocationChosen(target, returnTo));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The summary at the top takes the focus and links to each field to fix.
    if (!check(problems)) return;
    void deliverTo(fromDraft(draft));
  };

  const change = (field: AddressField, value: string) =>
    setDraft((previous) => ({ ...previous, [field]: field === 'zip' ? maskZip(value) : value }));

  return (
    <>
      <div aria-live="polite">
        {status === 'no-coverage' && (
          <div className="locator-outcome">
            <p role="alert" ref={outcome} tabIndex={-1}>
              {t('noCoverage')}
            </p>
            {/* The way on besides another address (the fields keep this one to correct). */}
            <Link
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              to={locationsPathFor('pickup', returnTo)}
            >
              {t('switchToPickup')}
            </Link>
          </div>
        )}
        {status === 'failed' && <p role="alert">{t('deliveryFailed')}</p>}
        {checking && <p role="status">{t('checkingAddress')}</p>}
      </div>
      {savedFailed && (
        <SavedAddressesFailed className="locator-saved-failed" onRetry={retrySaved} />
      )}
      <SavedAddresses
        addresses={addresses}
        disabled={checking}
        onChoose={(saved) => deliverTo(fromSaved(saved))}
      />
      <form className="locator-address-form" noValidate onSubmit={submit}>
        <h2>{t(addresses.length > 0 ? 'newAddress' : 'deliveryAddress')}</h2>
        <ErrorSummary title={t('fixErrors')} errors={tried ? problems : []} attempt={attempt} />
        {FIELDS.map(({ field, autoComplete, required }) => {
          const error = errors[field];
          return (
            <Field
              key={field}
              id={addressFieldId(field)}
              className={`locator-field-${field}`}
              label={
                <>
                  {t(`field_${field}`)}
                  {!required && <span className="locator-optional"> {t('optional')}</span>}
                </>
              }
              value={draft[field]}
              autoComplete={autoComplete}
              inputMode={field === 'zip' ? 'numeric' : undefined}
              maxLength={field === 'zip' ? 5 : undefined}
              required={required}
              error={tried && error ? t(error) : undefined}
              onChange={(value) => change(field, value)}
            />
          );
        })}
        <button type="submit" className={buttonClass()} disabled={checking}>
          {t('findDelivery')}
        </button>
      </form>
    </>
  );
}
