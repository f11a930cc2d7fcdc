import {
  actions,
  getInAppMessages,
  getLocation,
  type ContentCard,
  type InAppMessage,
} from '@qsr/shared-contracts';
import { hostUi } from '../state/host-ui';

/** §4.10: a `store` query parameter names a location id. */
export function storeFrom(search: string): number | null {
  const value = new URLSearchParams(search).get('store');
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * §4.10: a `store` link loads that location and creates an order for it (or moves the box
 * there); the full-screen loader shows meanwhile, and a failure is reported like any call.
 */
export async function startWithStore(storeId: number): Promise<void> {
  hostUi.startingUp = true;
  try {
    actions.setLocation(await getLocation(storeId));
    await actions.loadMenu();
    await actions.orderForLocation();
  } catch (error) {
    console.error(`Could not start with store ${storeId}`, error);
  } finally {
    hostUi.startingUp = false;
  }
}

let contentCards: Promise<void> | null = null;

/**
 * §4.14 the content cards of the home page and the inbox (with the cards this browser opened
 * still viewed), asked once per page load; the page works without them.
 */
export function loadContentCards(): Promise<void> {
  contentCards ??= actions.loadContentCards().catch((error: unknown) => {
    console.warn('Content cards are not available', error);
  });
  return contentCards;
}

let inAppMessages: Promise<InAppMessage[]> | null = null;
let answeredInAppMessages: InAppMessage[] | null = null;

/** §4.14 in-app messages, fetched once per page load; none when the service fails. */
export function loadInAppMessages(): Promise<InAppMessage[]> {
  inAppMessages ??= getInAppMessages({ mode: 'suppress' })
    .catch((error: unknown) => {
      console.warn('In-app messages are not available', error);
      return [];
    })
    .then((messages) => (answeredInAppMessages = messages));
  return inAppMessages;
}

/**
 * Content cards and in-app messages the page already holds (the server's first screen read
 * them for it): the start-up reads answer with them instead of asking again.
 */
export function startUpAnswered(cards: readonly ContentCard[], messages: InAppMessage[]): void {
  actions.showContentCards(cards);
  contentCards = Promise.resolve();
  answeredInAppMessages = messages;
  inAppMessages = Promise.resolve(messages);
}

/** The in-app messages once answered (null before): a page rendered later shows them at once. */
export function loadedInAppMessages(): InAppMessage[] | null {
  return answeredInAppMessages;
}

/** §4.10 start-up: the store link, offers (a failure is tolerated) and content cards. */
export function startUp(search: string = window.location.search): void {
  const store = storeFrom(search);
  if (store !== null) void startWithStore(store);
  void actions.loadOffers();
  void loadContentCards();
}
