import { useState } from 'react';
import { actions, useNavigateFromHere } from '@qsr/shared-contracts';
import { isNoCoverage } from '../delivery/no-coverage';
import { useDeliver } from '../delivery/use-deliver';
import type { ConfirmDone } from './confirm-done';
import type { DeliveryOption, PickupOption } from './use-confirm-options';

type Choice = {
  delivery: boolean;
  deliveryChoice: DeliveryOption | undefined;
  pickupChoice: PickupOption | undefined;
  /** The section that asked ('order-again' continues to checkout). */
  section: string | null;
  onDone: ConfirmDone;
};

/** Continue: the order is set up at the chosen restaurant or address, then the customer goes on. */
export function useConfirmContinue({
  delivery,
  deliveryChoice,
  pickupChoice,
  section,
  onDone,
}: Choice) {
  const fromHere = useNavigateFromHere();
  const { status, deliver } = useDeliver();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  const continueOrder = async () => {
    const navigate = fromHere();
    setFailed(false);
    if (delivery) {
      if (!deliveryChoice) return;
      const target = await deliver(deliveryChoice.address, section);
      const noCoverage = isNoCoverage(target);
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

  return { status, starting, failed, continueOrder };
}
