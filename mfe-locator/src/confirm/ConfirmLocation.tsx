import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COOKIES,
  COOKIE_VALUES,
  NO_COVERAGE_TARGET,
  actions,
  locationConfirmRedirect,
  locationDisplayName,
  locationsPath,
  removeCookie,
  useNavigateFromHere,
  writeCookie,
  type NavigateFromHere,
} from '@qsr/shared-contracts';
import { addressLine } from '../delivery/delivery-address';
import { useDeliver } from '../delivery/use-deliver';
import { SavedAddressesFailed } from '../delivery/SavedAddresses';
import { LocationMap } from '../map/LocationMap';
import type { MapMarker } from '../map/map-view';
import { NS } from '../strings';
import { useConfirmOptions } from './use-confirm-options';
import './confirm.css';
import { buttonClass, Checkbox, RadioGroup, SkeletonChoices } from '@qsr/shared-ui';

/** One option's words, after its number on the map (0 when it is not on the map). */
function OptionText({ number, children }: { number: number; children: ReactNode }) {
  return (
    <>
      {number > 0 && (
        <span className="locator-result-number locator-option-number" aria-hidden="true">
          {number}
        </span>
      )}
      <span className="locator-option-text">{children}</span>
    </>
  );
}

/**
 * Where the confirmation sends the customer, with the router state the target reads. After a
 * Continue, `navigate` is bound to the page it was pressed on (the customer may have left it
 * meanwhile); otherwise the parent navigates from where the customer is.
 */
export type ConfirmDone = (
  target: string,
  state?: { noCoverage: boolean },
  navigate?: NavigateFromHere,
) => void;

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
  const fromHere = useNavigateFromHere();
  const options = useConfirmOptions(active);
  const { status, deliver } = useDeliver();
  const [chosen, setChosen] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [dontShow, setDontShow] = useState(false);

  const pickupChoice = options.pickup.find((option) => option.key === chosen) ?? options.pickup[0];
  const deliveryChoice = options.deliveryOptions.find((option) => option.key === chosen);
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

  const markers = useMemo<MapMarker[]>(
    () =>
      options.delivery
        ? options.deliveryOptions.flatMap(({ key, address }) =>
            address.lat !== undefined && address.lng !== undefined
              ? [{ id: key, label: addressLine(address), lat: address.lat, lng: address.lng }]
              : [],
          )
        : options.pickup.map(({ key, location }) => ({
            id: key,
            label: locationDisplayName(location.name),
            lat: location.lat,
            lng: location.lng,
          })),
    [options.delivery, options.deliveryOptions, options.pickup],
  );

  const numberOf = (key: string) => markers.findIndex((marker) => marker.id === key) + 1;

  const rememberChoice = (checked: boolean) => {
    setDontShow(checked);
    // §4.8, §9: the location-confirmed cookie; unticking forgets it.
    if (checked) writeCookie(COOKIES.locationConfirmed, COOKIE_VALUES.locationConfirmed);
    else removeCookie(COOKIES.locationConfirmed);
  };

  const continueOrder = async () => {
    const navigate = fromHere();
    setFailed(false);
    if (options.delivery) {
      if (!deliveryChoice) return;
      const target = await deliver(deliveryChoice.address, section);
      const noCoverage = target === NO_COVERAGE_TARGET;
      if (target) onDone(target, noCoverage ? { noCoverage } : undefined, navigate);
      return;
    }
    if (!pickupChoice) return;
    setStarting(true);
    const confirmed = await actions.confirmPickupLocation(pickupChoice.location, section);
    setStarting(false);
    if (confirmed.ok) onDone(confirmed.value, undefined, navigate);
    else setFailed(true);
  };

  const continueDisabled = busy || (options.delivery ? !deliveryChoice : !pickupChoice);

  return (
    <div className="locator-confirm">
      <h2 id={titleId}>{t(options.delivery ? 'modalTitleDelivery' : 'modalTitlePickup')}</h2>
      {/* Radios, so arrow keys move between the options. */}
      <RadioGroup
        look="tiles"
        hideLegend
        className="locator-options"
        legend={t(options.delivery ? 'deliveryOptions' : 'pickupOptions')}
        name="locator-confirm-option"
        value={(options.delivery ? deliveryChoice?.key : pickupChoice?.key) ?? ''}
        onChange={setChosen}
        choices={
          options.delivery
            ? options.deliveryOptions.map(({ key, address }) => ({
                value: key,
                label: <OptionText number={numberOf(key)}>{addressLine(address)}</OptionText>,
              }))
            : options.pickup.map(({ key, kind, location }) => ({
                value: key,
                label: (
                  <OptionText number={numberOf(key)}>
                    <strong>{t(kind === 'recent' ? 'recentLocation' : 'nearestLocation')}</strong>
                    <span className="locator-option-name">
                      {locationDisplayName(location.name)}
                    </span>
                    <span>
                      {location.address}, {location.city}, {location.state}
                    </span>
                  </OptionText>
                ),
              }))
        }
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
          onClick={() => onDone(locationsPath(options.delivery ? 'delivery' : 'pickup'))}
        >
          {t(options.delivery ? 'newAddress' : 'changeLocation')}
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
