import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COOKIES,
  COOKIE_VALUES,
  actions,
  isDelivery,
  readCookie,
  useAppState,
  useNavigateFromHere,
} from '@qsr/shared-contracts';
import { ConfirmLocation } from '../confirm/ConfirmLocation';
import type { ConfirmDone } from '../confirm/confirm-done';
import { ownLocation } from '../confirm/own-location';
import { useReturnTo } from '../return/use-return-to';
import { afterLocationChosen } from '../return/way-back';
import { NS } from '../strings';
import { Dialog } from '@qsr/shared-ui';

const close = () => actions.setShowLocationModal(false);

const confirmedBefore = () =>
  readCookie(COOKIES.locationConfirmed) === COOKIE_VALUES.locationConfirmed;

/**
 * §2.9 the location confirmation modal, opened over any page by 'locator:open-modal'. After
 * 'Don't show me this again', a pickup order goes on with the recent location without asking.
 */
export function LocationModal() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const { showLocationModal, locationModalSection, location, order } = useAppState();
  const skip = showLocationModal && confirmedBefore() && !!location && !isDelivery(order?.handoff);
  const [skipFailed, setSkipFailed] = useState(false);
  // Opened over a product page, the modal leads back to that product.
  const returnTo = useReturnTo();

  const done = useCallback<ConfirmDone>(
    (target, state, navigate = fromHere()) => {
      close();
      navigate(afterLocationChosen(target, returnTo), state ? { state } : undefined);
    },
    [fromHere, returnTo],
  );

  // Read when skipping starts, once per opening: confirming changes the location itself.
  const skipping = useRef({ location, section: locationModalSection });
  skipping.current = { location, section: locationModalSection };
  useEffect(() => {
    const { location: recent, section } = skipping.current;
    if (!skip || !recent) return;
    setSkipFailed(false);
    const navigate = fromHere();
    void actions.confirmPickupLocation(ownLocation(recent), section).then((confirmed) => {
      if (confirmed.ok) done(confirmed.value, undefined, navigate);
      else setSkipFailed(true);
    });
  }, [skip, done, fromHere]);

  if (!showLocationModal || (skip && !skipFailed)) return null;
  return (
    <Dialog
      open
      onClose={close}
      closeOnScrim={false}
      closeLabel={t('close')}
      size="lg"
      aria-labelledby="locator-modal-title"
      data-boundary="locator"
    >
      <ConfirmLocation
        section={locationModalSection}
        titleId="locator-modal-title"
        active={showLocationModal}
        onDone={done}
      />
    </Dialog>
  );
}
