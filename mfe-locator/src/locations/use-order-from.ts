import { useState } from 'react';
import { actions, useNavigateFromHere, type Location } from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { afterLocationChosen } from '../return/way-back';

/** Ordering from a restaurant of the list: it is confirmed, and the customer goes on. */
export function useOrderFrom() {
  const fromHere = useNavigateFromHere();
  const returnTo = useReturnTo();
  const [choosing, setChoosing] = useState<number | null>(null);
  const [chooseFailed, setChooseFailed] = useState(false);

  const orderFrom = async (location: Location) => {
    const navigate = fromHere();
    setChoosing(location.id);
    setChooseFailed(false);
    const confirmed = await actions.orderPickupFrom(location);
    if (confirmed.ok) {
      // Gone elsewhere meanwhile: the restaurant is chosen, and the customer stays there.
      if (!navigate(afterLocationChosen(confirmed.value, returnTo))) setChoosing(null);
    } else {
      setChooseFailed(true);
      setChoosing(null);
    }
  };

  return { choosing, chooseFailed, orderFrom };
}
