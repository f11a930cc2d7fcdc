import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { locationsPathFor, useNavigateFromHere, type DeliveryAddress } from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { afterLocationChosen } from '../return/way-back';
import { NS } from '../strings';
import { AddressForm } from './AddressForm';
import { fromSaved } from './delivery-address';
import { isNoCoverage } from './no-coverage';
import { SavedAddresses, SavedAddressesFailed, useSavedAddresses } from './SavedAddresses';
import { useDeliver } from './use-deliver';
import { buttonClass } from '@qsr/shared-ui';

/** Router state of /locations?mode=delivery when the modal found no coverage (§4.8). */
export interface DeliverySearchState {
  noCoverage?: boolean;
}

/** /locations?mode=delivery: where to deliver, and which restaurant covers it. */
export function DeliverySearch() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const routerState = useLocation().state as DeliverySearchState | null;
  const { addresses, failed: savedFailed, retry: retrySaved } = useSavedAddresses();
  const returnTo = useReturnTo();
  const { status, deliver } = useDeliver(routerState?.noCoverage ? 'no-coverage' : 'idle');
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
      <AddressForm
        heading={t(addresses.length > 0 ? 'newAddress' : 'deliveryAddress')}
        checking={checking}
        returnTo={returnTo}
        onFind={(address) => void deliverTo(address)}
      />
    </>
  );
}
