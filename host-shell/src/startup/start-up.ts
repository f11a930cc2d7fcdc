import {
  actions,
  appState,
  getInAppMessages,
  getLocation,
  valueOrThrow,
  type ContentCard,
  type Language,
} from '@qsr/shared-contracts';
import { hostUi } from '../state/host-ui';

/** §4.14 an in-app message, as the contract's read answers it. */
export type InAppMessage = Awaited<ReturnType<typeof getInAppMessages>>[number];

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
    await startAt(storeId);
  } catch (cause) {
    console.error(`Could not start with store ${storeId}`, cause);
  } finally {
    hostUi.startingUp = false;
  }
}

/**
 * The store link's restaurant as the location, its menu and the box for it, in that order;
 * the first refusal ends it, thrown as its cause.
 */
async function startAt(storeId: number): Promise<void> {
  valueOrThrow(actions.setLocation(await getLocation(storeId)));
  valueOrThrow(await actions.loadMenu());
  valueOrThrow(await actions.orderForLocation());
}

/** What start-up asked for once per page load, and per language (§4.11: a switch asks again). */
interface Asked<T> {
  language: Language;
  answer: Promise<T>;
}

let contentCards: Asked<void> | null = null;

/**
 * §4.14 the content cards of the home page and the inbox (with the cards this browser opened
 * still viewed), asked once per page load and language; the page works without them.
 */
export function loadContentCards(): Promise<void> {
  const { language } = appState();
  if (contentCards?.language !== language) {
    contentCards = {
      language,
      answer: actions.loadContentCards().then((loaded) => {
        if (!loaded.ok) console.warn('Content cards are not available', loaded.failure.cause);
      }),
    };
  }
  return contentCards.answer;
}

let inAppMessages: Asked<InAppMessage[]> | null = null;
let loaded: { language: Language; messages: InAppMessage[] } | null = null;

/** §4.14 in-app messages, fetched once per page load and language; none when the service fails. */
export function loadInAppMessages(): Promise<InAppMessage[]> {
  const { language } = appState();
  if (inAppMessages?.language !== language) {
    const answer = getInAppMessages({ mode: 'suppress', language })
      .catch((error: unknown) => {
        console.warn('In-app messages are not available', error);
        return [];
      })
      .then((messages) => {
        loaded = { language, messages };
        return messages;
      });
    inAppMessages = { language, answer };
  }
  return inAppMessages.answer;
}

/**
 * Content cards and in-app messages the page already holds (the server's first screen read
 * them for it, in its language): the start-up reads answer with them instead of asking again.
 */
export function startUpAnswered(cards: readonly ContentCard[], messages: InAppMessage[]): void {
  const { language } = appState();
  actions.showContentCards(cards);
  contentCards = { language, answer: Promise.resolve() };
  inAppMessages = { language, answer: Promise.resolve(messages) };
  loaded = { language, messages };
}

/** The in-app messages once answered in the page's language (null before): shown at once. */
export function loadedInAppMessages(): InAppMessage[] | null {
  return loaded?.language === appState().language ? loaded.messages : null;
}

/**
 * §4.10 start-up: the store link, offers (a failure is tolerated) and content cards; a box kept
 * from a visit in the other language is read again in this one (§4.11).
 */
export function startUp(search: string = window.location.search): void {
  const store = storeFrom(search);
  if (store !== null) void startWithStore(store);
  void actions.loadOffers();
  void loadContentCards();
  void actions.readOrdersAgain();
}
