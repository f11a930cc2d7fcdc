import { subscribe } from 'valtio';
import {
  COOKIES,
  actions,
  bootAppState,
  browserStorage,
  bus,
  detectChannel,
  hasWayBack,
  readCookie,
  COOKIE_VALUES,
  removeCookie,
  writeCookie,
  type SiteConfig,
} from '@qsr/shared-contracts';
import { forwardAnalytics, windowDataLayer } from '../analytics/data-layer';
import { applyAppSource } from '../channel/site-variant';
import { hostUi } from './host-ui';

/**
 * Creates the one state instance, restored from local storage and kept in step with other
 * tabs (shared-contracts `bootAppState`), and wires the bus and the data layer to it.
 */
export function bootState(site: SiteConfig) {
  // §1: `source=app` marks this browser as the app's (a cookie, so later pages know it too).
  applyAppSource(window.location.search);
  const { state } = bootAppState({
    channel: detectChannel(window.location, site.cateringPort),
    language: new URLSearchParams(window.location.search).get('lang'),
    // Any Spanish the browser asks for (es-MX, es-419 …) starts the site in Spanish (§4.11).
    preferred: navigator.languages,
    languageCookie: readCookie(COOKIES.language),
    storage: browserStorage(),
  });
  bus.on('box:open', () => actions.setShowCart(true));
  bus.on('box:close', () => actions.setShowCart(false));
  bus.on('locator:open-modal', () => actions.setShowLocationModal(true));
  bus.on('checkout:confirm-order', () => actions.setOrderConfirming(true));
  bus.on('host:exit-catering', () => {
    hostUi.exitPopupOpen = true;
  });
  forwardAnalytics(windowDataLayer());
  // The server renders the first screen in the language, for the restaurant and (at checkout)
  // for the guest's box these cookies name (first-screen.ts), with room for the way back when
  // there is one; the choices themselves live in local storage, which it never sees. A member's
  // box has no cookie: the server could not read it.
  const names = ['language', 'restaurant', 'guestBox', 'wayBack'] as const;
  let remembered: Record<(typeof names)[number], string> | null = null;
  const rememberForServer = () => {
    const now = {
      language: state.language,
      restaurant: String(state.location?.id ?? ''),
      guestBox: state.user || !state.order?.products.length ? '' : state.order.id,
      wayBack: hasWayBack(state) ? COOKIE_VALUES.wayBack : '',
    };
    for (const name of names) {
      if (now[name] === remembered?.[name]) continue;
      if (now[name]) writeCookie(COOKIES[name], now[name]);
      else removeCookie(COOKIES[name]);
    }
    remembered = now;
  };
  rememberForServer();
  subscribe(state, rememberForServer);
  return state;
}
