import { useState } from 'react';
import { actions, type ActionResult, type Order } from '@qsr/shared-contracts';
import { useSubmit } from '../forms/use-submit';

/** §4.1 "rebuilt from a past order or a favourite order" (the action sets box and restaurant), then the box opens. */
export function useReorder() {
  const { busy, errors, submit } = useSubmit();
  const [added, setAdded] = useState<Order | null>(null);
  const reorder = (rebuild: () => Promise<ActionResult<Order>>) =>
    submit(async () => {
      const rebuilt = await rebuild();
      if (!rebuilt.ok) return rebuilt;
      setAdded(rebuilt.value);
      actions.setShowCart(true);
    });
  return { busy, errors, added, reorder };
}
