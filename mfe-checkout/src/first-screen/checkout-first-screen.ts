import {
  isLocation,
  isOrder,
  pageRoute,
  requestRestaurant,
  type FirstScreenPage,
  type FirstScreenRead,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import { requestGuestBox } from './guest-box';

/**
 * What the checkout's first screen needs: the guest's box and the chosen restaurant (the
 * cookies name both), read together. None without either, nor when the ordering API no longer
 * shows that box with products (placed, abandoned, or a member's since): the browser, which
 * keeps the box, knows better what to show.
 */
export function checkoutReads(
  page: FirstScreenPage,
  answers: readonly unknown[],
): FirstScreenRead[] | null {
  if (pageRoute(page.pathname)?.id !== 'order-checkout') return null;
  const box = requestGuestBox(page.cookies);
  const restaurant = requestRestaurant(page.cookies);
  if (box === undefined || restaurant === undefined) return null;
  if (answers.length > 0 && !checkoutAnswersFit(answers)) return null;
  return [
    { service: 'ordering', path: `orders/${box}`, personal: true },
    { service: 'ordering', path: `locations/${restaurant}` },
  ];
}

function checkoutAnswersFit(answers: readonly unknown[]): boolean {
  const [order, location] = answers;
  return isOrder(order) && order.products.length > 0 && isLocation(location);
}

/** The box and the restaurant from the answers to `checkoutReads`; throws on an unknown shape. */
export function checkoutAnswers(answers: readonly unknown[]): { order: Order; location: Location } {
  if (!checkoutAnswersFit(answers))
    throw new Error('The ordering API answered the checkout’s first screen in an unknown shape.');
  const [order, location] = answers as [Order, Location];
  return { order, location };
}
