import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationsPath } from '@qsr/shared-contracts';
import { SavedAddressesFailed } from '../delivery/SavedAddresses';
import { LocationMap } from '../map/LocationMap';
import { NS } from '../strings';
import type { ConfirmDone } from './confirm-done';
import { locationConfirmRedirect } from './confirm-redirect';
import { confirmMarkers } from './confirm-markers';
import { ConfirmOptions } from './ConfirmOptions';
import { useConfirmContinue } from './use-confirm-continue';
import { useConfirmOptions } from './use-confirm-options';
import { useDontShowAgain } from './use-dont-show-again';
import './confirm.css';
import { buttonClass, Checkbox, SkeletonChoices } from '@qsr/shared-ui';

/**
 * §2.9, §4.8 the location confirmation: pick the recent or nearest restaurant (pickup) or an
 * address (delivery), then Continue sets up the order there. Used by the modal and by
 * /order/location.
 */
export function ConfirmLocation({
  section,
  titleId,
  active,
  onDone,
}: {
  /** The section that asked ('order-again' continues to checkout). */
  section: string | null;
  titleId: string;
  /** Whether it is shown (the modal stays mounted while closed). */
  active: boolean;
  onDone: ConfirmDone;
}) {
  const { t } = useTranslation(NS);
  const options = useConfirmOptions(active);
  const [chosen, setChosen] = useState<string | null>(null);
  const { dontShow, rememberChoice } = useDontShowAgain();

  const pickupChoice = options.pickup.find((option) => option.key === chosen) ?? options.pickup[0];
  const deliveryChoice = options.deliveryOptions.find((option) => option.key === chosen);
  const { delivery } = options;
  const { status, starting, failed, continueOrder } = useConfirmContinue({
    delivery,
    deliveryChoice,
    pickupChoice,
    section,
    onDone,
  });
  const busy = options.loading || starting || status === 'checking';

  // §4.8: nothing to confirm redirects to /order.
  const redirect = options.loading
    ? null
    : locationConfirmRedirect({
        handoff: options.handoff,
        hasAddress: options.deliveryOptions.length > 0,
        hasRecentLocation: options.pickup.some((option) => option.kind === 'recent'),
      });
  useEffect(() => {
    if (active && redirect) onDone(redirect);
  }, [active, redirect, onDone]);

  const { deliveryOptions, pickup } = options;
  const markers = useMemo(
    () => confirmMarkers({ delivery, deliveryOptions, pickup }),
    [delivery, deliveryOptions, pickup],
  );
  const numberOf = (key: string) => markers.findIndex((marker) => marker.id === key) + 1;
  const continueDisabled = busy || (delivery ? !deliveryChoice : !pickupChoice);

  return (
    <div className="locator-confirm">
      <h2 id={titleId}>{t(delivery ? 'modalTitleDelivery' : 'modalTitlePickup')}</h2>
      <ConfirmOptions
        delivery={delivery}
        pickup={options.pickup}
        deliveryOptions={options.deliveryOptions}
        chosenKey={(delivery ? deliveryChoice?.key : pickupChoice?.key) ?? ''}
        numberOf={numberOf}
        onChoose={setChosen}
      />
      {options.savedAddressesFailed && (
        <SavedAddressesFailed onRetry={options.retrySavedAddresses} />
      )}
      {/* The option still on its way (the nearest restaurant, the saved addresses): a tile. */}
      {options.loading && (
        <SkeletonChoices
          label={t('loadingOptions')}
          look="tiles"
          count={1}
          className="locator-options-pending"
        />
      )}
      {/* After the options: the dialog's focus starts on them (§2.9), the map's pins come next. */}
      {markers.length > 0 && (
        <LocationMap markers={markers} placement="modal" label={t('mapLabel')} />
      )}
      {failed && <p role="alert">{t('chooseFailed')}</p>}
      {status === 'failed' && <p role="alert">{t('deliveryFailed')}</p>}
      <Checkbox
        className="locator-dont-show"
        label={t('dontShowAgain')}
        checked={dontShow}
        onChange={rememberChoice}
      />
      <div className="locator-confirm-actions">
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => onDone(locationsPath(delivery ? 'delivery' : 'pickup'))}
        >
          {t(delivery ? 'newAddress' : 'changeLocation')}
        </button>
        <button
          type="button"
          className={buttonClass()}
          disabled={continueDisabled}
          aria-busy={busy}
          onClick={continueOrder}
        >
          {starting || status === 'checking' ? t('starting') : t('continue')}
        </button>
      </div>
    </div>
  );
}
