import { actions, type Order } from '@qsr/shared-contracts';
import { priceChange } from './pricing-store';

/**
 * One change of the order (§4.1 steps 3–4) by the box's actions, which keep their answer,
 * then validate (step 5): the page's totals are the ordering API's answer to it. `latest` is
 * the order as the last answer left it, which the change starts from (a change asked while
 * another is priced must not start from the order before it). A refused change throws, with
 * the order as it was.
 */
export function reprice(
  latest: { current: Order },
  change: (order: Order) => Promise<Order>,
): Promise<void> {
  return priceChange(async () => {
    const current = latest.current;
    const next = await change(current);
    if (next === current) return;
    latest.current = next;
    // The change's own answer is kept when validate fails; review shows that failure.
    await actions.validateOrder({ mode: 'suppress' });
  });
}
