import type { Channel } from '../channel/channel';
import type { Language } from '../types/language';
import type { Menu } from '../types/menu';
import { MENU_LIFETIME_MS, expiresFrom, isExpired } from './lifetimes';

/** §9: the fixed default catering menu when no location is set. */
export const DEFAULT_CATERING_MENU_ID = 237039;
/**
 * The default consumer menu when no location is set. The spec names only the catering one;
 * we chose a fixed id that the ordering API (and the sandbox) serves as the chain-wide menu.
 */
export const DEFAULT_CONSUMER_MENU_ID = 100100;

/**
 * Whether a restaurant can be ordered from on the channel: on the catering site only one
 * that offers catering (it has a catering menu); on the consumer site every one.
 */
export function servesChannel(
  channel: Channel,
  location: { menu_id?: number; catering_menu_id?: number | null },
): boolean {
  return channel !== 'catering' || typeof location.catering_menu_id === 'number';
}

/**
 * The menu a page shows and an order is made for: the location's (its catering menu on the
 * catering channel), else the channel's default (§4.9, §9). The catering site never shows a
 * consumer menu: a restaurant without catering counts there as no restaurant.
 */
export function menuIdFor(
  channel: Channel,
  location: { menu_id: number; catering_menu_id?: number } | null,
): number {
  if (location && servesChannel(channel, location)) {
    return channel === 'catering' ? (location.catering_menu_id as number) : location.menu_id;
  }
  return channel === 'catering' ? DEFAULT_CATERING_MENU_ID : DEFAULT_CONSUMER_MENU_ID;
}

/** The image of a product shown on menu pages: the `mobile-webapp-menu` group (§3). */
export const MENU_IMAGE_GROUP = 'mobile-webapp-menu';

/**
 * The menu the state keeps for its location (or the channel's default without one) while it
 * is under an hour old (§9) and in the customer's language (§4.11); null when it has none to give.
 */
export function freshMenu<M extends Pick<Menu, 'id' | 'expires' | 'language'>>(
  state: {
    channel: Channel;
    language: Language;
    location: { menu_id: number; catering_menu_id?: number } | null;
    menu: M | null;
    defaultMenu: M | null;
  },
  now: Date,
): M | null {
  const kept = state.location ? state.menu : state.defaultMenu;
  const current =
    kept?.id === menuIdFor(state.channel, state.location) && kept.language === state.language
      ? kept
      : null;
  return current && !isExpired(current.expires, now) ? current : null;
}

/**
 * A menu read elsewhere (the server's first screen) as the state keeps it, as if loaded at
 * `now`: in the slice of the state's location (`menu`, or `defaultMenu` without one), when it
 * is that location's menu in the state's language (a menu that does not say is in it); null
 * when it is not.
 */
export function keptMenu(
  state: {
    channel: Channel;
    language: Language;
    location: { menu_id: number; catering_menu_id?: number } | null;
  },
  menu: Menu,
  now: Date,
): { menu: Menu; defaultMenu?: never } | { defaultMenu: Menu; menu?: never } | null {
  if (menu.id !== menuIdFor(state.channel, state.location)) return null;
  if ((menu.language ?? state.language) !== state.language) return null;
  const kept = { ...menu, language: state.language, expires: expiresFrom(now, MENU_LIFETIME_MS) };
  return state.location ? { menu: kept } : { defaultMenu: kept };
}
