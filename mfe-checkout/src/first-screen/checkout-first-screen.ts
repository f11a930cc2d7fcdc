import {
  isLocation,
  isOrder,
  pageRoute,
  renderedState,
  requestRestaurant,
  takeRemoteFirstScreenData,
  type AppState,
  type Channel,
  type FirstScreenPage,
  type FirstScreenRead,
  type Language,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import type { Snapshot } from 'valtio';
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

/** What the checkout's first screen showed, from which its hydration starts in the browser. */
export interface CheckoutFirstScreen {
  pathname: string;
  channel: Channel;
  language: Language;
  order: Order;
  location: Location;
}

/** The state the checkout's first screen was rendered from, and its hydration reads. */
export const checkoutRenderedState = ({
  channel,
  language,
  order,
  location,
}: CheckoutFirstScreen): Snapshot<AppState> =>
  renderedState({ channel, language, order, location });

const isCheckoutFirstScreen = (data: unknown, pathname: string): data is CheckoutFirstScreen => {
  const { order, location, ...page } = (data ?? {}) as Partial<CheckoutFirstScreen>;
  return (
    page.pathname === pathname &&
    typeof page.channel === 'string' &&
    typeof page.language === 'string' &&
    checkoutAnswersFit([order, location])
  );
};

/**
 * The state the server's first screen of the page was rendered from, for the page to hydrate
 * it; null when it was rendered for another page, or there is none. The browser's own box is
 * the customer's from the render after.
 */
export async function checkoutFirstScreenState(
  doc: Document,
  pathname: string,
): Promise<Snapshot<AppState> | null> {
  const data = await takeRemoteFirstScreenData(doc, 'checkout');
  return isCheckoutFirstScreen(data, pathname) ? checkoutRenderedState(data) : null;
}
