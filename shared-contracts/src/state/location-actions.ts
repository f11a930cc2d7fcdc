import { getLocation, findDeliveryLocations } from '../api/locations';
import { notCateringRestaurant } from '../api/error-messages';
import { getMenu } from '../api/menus';
import { reportFailure } from '../api/report-failure';
import { analyticsEvent, analyticsItem } from '../bus/analytics';
import { bus } from '../bus/bus';
import { handoffNow, handoffToggleTarget, isDelivery, type HandoffChoice } from '../rules/handoff';
import { LOCATION_LIFETIME_MS, expiresFrom } from '../rules/lifetimes';
import { NO_COVERAGE_TARGET, locationConfirmTarget } from '../rules/location-confirm';
import { freshMenu, keptMenu, menuIdFor, servesChannel } from '../rules/menus';
import { LANGUAGES } from '../types/language';
import type { Location } from '../types/location';
import type { Menu } from '../types/menu';
import type { DeliveryAddress } from '../types/order';
import { attempt, failed, succeeded, type ActionResult } from './action-result';
import { appState, withWholeSlices } from './app-state';
import { orderActions } from './order-actions';

/** A restaurant that does not offer catering, chosen on the catering site. */
export class NotOnThisChannelError extends Error {
  constructor(location: Pick<Location, 'id'>) {
    super(`Restaurant ${location.id} does not offer catering`);
    this.name = 'NotOnThisChannelError';
  }
}

/**
 * §4.8: the location, stored with `expires` one day ahead. A change of location raises the
 * Recent_Location attribute and select_location, and lets go of the other location's menu.
 * The catering site refuses a restaurant that does not offer catering.
 */
function placeLocation(location: Location | null): void {
  const state = appState();
  if (location && !servesChannel(state.channel, location)) {
    throw new NotOnThisChannelError(location);
  }
  const previous = state.location;
  state.location = location
    ? { ...location, expires: expiresFrom(new Date(), LOCATION_LIFETIME_MS) }
    : null;
  if (state.menu && state.menu.id !== menuIdFor(state.channel, location)) state.menu = null;
  // The last order's handoff was that restaurant's: another one starts from pickup.
  if (location?.id !== previous?.id) state.nextHandoff = null;
  if (!location || location.id === previous?.id) return;
  state.productNotFoundAtLocation = false;
  bus.emit('engagement:Recent_Location', { id: location.id, menu_id: location.menu_id });
  bus.emit(
    'analytics:select_location',
    analyticsEvent(state.order?.products.map((line) => analyticsItem(line)) ?? [], location),
  );
}

/**
 * The menu of the current location (or the channel's default menu without one), in the
 * customer's language, reused while it is under an hour old (§9). Read in the language of the
 * moment it was asked for, and kept as that language's: a switch meanwhile reads it again.
 */
async function readMenu(): Promise<Menu> {
  const state = appState();
  const cached = freshMenu(state, new Date());
  if (cached) return cached;
  const { language } = state;
  const menu = await getMenu(menuIdFor(state.channel, state.location), { language });
  return keepMenu({ ...menu, language }) ?? { ...menu, language };
}

/**
 * §4.9 a link named in the other language (shared from an English page, opened on a Spanish
 * one): the menu the page holds names its products in the page's language only, and the site
 * keeps no copy of the translations. The ordering API is their one source: the same menu read
 * in the other language names the product, and its SKU, the same in both, opens it here. Read
 * only for a link the page's names missed; a failed read is a link that found nothing.
 */
async function skuInTheOtherLanguage(
  name: string,
  skuNamed: (menu: Menu, name: string) => string | null,
): Promise<string | null> {
  const { language, menu, defaultMenu } = appState();
  const linkedMenu = menu ?? defaultMenu;
  const other = LANGUAGES.find((candidate) => candidate !== language);
  if (!linkedMenu || !other) return null;
  try {
    return skuNamed(await getMenu(linkedMenu.id, { language: other, mode: 'suppress' }), name);
  } catch (failure) {
    reportFailure('Could not read the menu in the other language', failure);
    return null;
  }
}

/**
 * A menu read elsewhere (the server's first screen) kept as if loaded now, when it is the
 * current location's (or the channel's default without one) in the customer's language (it
 * says which it is in; unsaid, the customer's); null when it is not.
 */
function keepMenu(menu: Menu): Menu | null {
  const state = appState();
  const kept = keptMenu(state, menu, new Date());
  if (!kept) return null;
  Object.assign(state, withWholeSlices(kept));
  return kept.menu ?? kept.defaultMenu ?? null;
}

/** The action's own failure: answered, never thrown past it. */
function unwrap<T>(result: ActionResult<T>): T {
  if (!result.ok) throw result.failure;
  return result.value;
}

/**
 * §4.3, §4.8, §4.9: where the customer orders from. An action that can fail answers an
 * `ActionResult` (a promise of one when it calls the server) and never throws.
 */
export const locationActions = {
  /** The catering site's refusal of a restaurant that does not cater is the failure. */
  setLocation(location: Location | null): ActionResult {
    try {
      placeLocation(location);
      return succeeded();
    } catch (error) {
      return failed({
        messages: [notCateringRestaurant(appState().language)],
        code: null,
        status: 0,
        cause: error,
      });
    }
  },

  loadMenu: (): Promise<ActionResult<Menu>> => attempt(readMenu),
  keepMenu,

  /** §4.8 pickup Continue: set the location, load its menu, create or transfer the order. */
  confirmPickupLocation: (
    location: Location,
    section?: string | null,
  ): Promise<ActionResult<string>> =>
    attempt(async () => {
      const movedFrom = appState().location;
      appState().nextHandoff = null;
      unwrap(locationActions.setLocation(location));
      await readMenu();
      unwrap(await orderActions.orderForLocation(movedFrom));
      return locationConfirmTarget(section);
    }),

  /**
   * "Order from here": the restaurant is confirmed for pickup, and a box that was to be
   * delivered switches to pickup (the customer asked to collect it there). Answers where to go.
   */
  orderPickupFrom: (location: Location): Promise<ActionResult<string>> =>
    attempt(async () => {
      const wasDelivery = isDelivery(appState().order?.handoff);
      const target = unwrap(await locationActions.confirmPickupLocation(location));
      if (wasDelivery) unwrap(await orderActions.setHandoff('pickup'));
      return target;
    }),

  /**
   * §4.8 delivery Continue: find and set the delivering location, load its menu, then set the
   * dispatch address on the (created or transferred) order. Without coverage the answer is
   * the delivery search.
   */
  confirmDeliveryAddress: (
    address: DeliveryAddress,
    section?: string | null,
  ): Promise<ActionResult<string>> =>
    attempt(async () => {
      appState().nextHandoff = null;
      const found = await findDeliveryLocations(address, {
        catering: appState().channel === 'catering',
      });
      if (found.id === null) return NO_COVERAGE_TARGET;
      const movedFrom = appState().location;
      unwrap(locationActions.setLocation(await getLocation(found.id)));
      await readMenu();
      unwrap(await orderActions.orderForLocation(movedFrom));
      unwrap(await orderActions.setDispatchAddress(address));
      return locationConfirmTarget(section);
    }),

  /**
   * §4.3 the Pickup/Delivery toggle: switches a delivery order to pickup directly (answers
   * null), otherwise answers the locations page to go to.
   */
  async toggleHandoff(choice: HandoffChoice): Promise<ActionResult<string | null>> {
    const { order, nextHandoff } = appState();
    const target = handoffToggleTarget(choice, handoffNow(order, nextHandoff).handoff);
    if (target === null && !order) {
      // No box yet: pickup is simply no longer the last order's delivery.
      appState().nextHandoff = null;
    } else if (target === null) {
      const switched = await orderActions.setHandoff('pickup');
      if (!switched.ok) return switched;
    }
    return succeeded(target);
  },

  /**
   * §4.9: follows a `product` deep link; answers the path to go to. It cannot fail. The fuzzy
   * matching (two string libraries) loads with the first link, not with every page.
   */
  async followDeepLink(product: string): Promise<string> {
    const { resolveDeepLink, skuNamed } = await import('../rules/product-match');
    const state = appState();
    const menus = () => ({
      menu: state.menu,
      defaultMenu: state.defaultMenu,
      hasLocation: state.location !== null,
    });
    let outcome = resolveDeepLink(product, menus());
    if (outcome.sku === null) {
      const sku = await skuInTheOtherLanguage(product, skuNamed);
      if (sku) outcome = resolveDeepLink(sku, menus());
    }
    state.productNotFoundAtLocation = outcome.notFound;
    return outcome.path;
  },
};
