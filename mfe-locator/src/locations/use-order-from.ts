import { useState } from 'react';
import {
  actions,
  isDelivery,
  useNavigateFromHere,
  useOrder,
  type Location,
} from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { afterLocationChosen } from '../return/way-back';

/** Ordering from a restaurant of the list: it is confirmed, and the customer goes on. */
export function useOrderFrom() {
  const fromHere = useNavigateFromHere();
  const order = useOrder();
  const returnTo = useReturnTo();
  const [choosing, setChoosing] = useState<number | null>(null);
  const [chooseFailed, setChooseFailed] = useState(false);

  const orderFrom = async (location: Location) => {
    const navigate = fromHere();
    setChoosing(location.id);
    setChooseFailed(false);
    const wasDelivery = isDelivery(order?.handoff);
    const confirmed = await actions.confirmPickupLocation(location);
    // The customer asked for pickup here: a delivery box switches to pickup.
    const switched = confirmed.ok && wasDelivery ? await actions.setHandoff('pickup') : confirmed;
    if (confirmed.ok && switched.ok) {
      // Gone elsewhere meanwhile: the restaurant is chosen, and the customer stays there.
      if (!navigate(afterLocationChosen(confirmed.value, returnTo))) setChoosing(null);
    } else {
      setChooseFailed(true);
      setChoosing(null);
    }
  };

  return { choosing, chooseFailed, orderFrom };
}
