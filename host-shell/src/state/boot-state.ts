import { subscribe } from 'valtio';
import {
  COOKIES,
  actions,
  bootAppState,
  browserStorage,
  bus,
  detectChannel,
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
  // for the guest's box these cookies name (first-screen.ts); the choices themselves live in
  // local storage, which it never sees. A member's box has no cookie: the server could not read it.
  let remembered: Record<'language' | 'restaurant' | 'guestBox', string> | null = null;
  const rememberForServer = () => {
    const now = {
      language: state.language,
      restaurant: String(state.location?.id ?? ''),
      guestBox: state.user || !state.order?.products.length ? '' : state.order.id,
    };
    for (const name of ['language', 'restaurant', 'guestBox'] as const) {
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
