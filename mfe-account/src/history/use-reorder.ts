import { useState } from 'react';
import { actions, getLocation, type ActionResult, type Order } from '@qsr/shared-contracts';
import { useSubmit } from '../forms/use-submit';

/**
 * §4.1 "rebuilt from a past order or a favourite order": the new box replaces the current
 * one, its restaurant becomes the customer's location (the box and the menu must agree), and
 * the box opens.
 */
export function useReorder() {
  const { busy, errors, submit } = useSubmit();
  const [added, setAdded] = useState<Order | null>(null);
  const reorder = (rebuild: () => Promise<ActionResult<Order>>) =>
    submit(async () => {
      const rebuilt = await rebuild();
      if (!rebuilt.ok) return rebuilt;
      const order = rebuilt.value;
      const location = await getLocation(order.menu_id, { byMenuId: true }, { mode: 'suppress' });
      const placed = actions.setLocation(location);
      if (!placed.ok) return placed;
      setAdded(order);
      actions.setShowCart(true);
    });
  return { busy, errors, added, reorder };
}
