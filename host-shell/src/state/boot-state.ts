import { subscribe } from 'valtio';
import {
  COOKIES,
  actions,
  applyAppSource,
  bootAppState,
  browserStorage,
  bus,
  detectChannel,
  forwardAnalytics,
  languageFromQuery,
  windowDataLayer,
  writeCookie,
  type SiteConfig,
} from '@qsr/shared-contracts';
import { hostUi } from './host-ui';

/**
 * Creates the one state instance, restored from local storage and kept in step with other
 * tabs (shared-contracts `bootAppState`), and wires the bus and the data layer to it.
 */
export function bootState(site: SiteConfig) {
  // §1: `source=app` marks this browser as the app's (a cookie, so later pages know it too).
  applyAppSource(window.location.search, document);
  const { state } = bootAppState({
    channel: detectChannel(window.location, site.cateringPort),
    language: languageFromQuery(window.location.search),
    storage: browserStorage(),
  });
  bus.on('cart:open', () => actions.setShowCart(true));
  bus.on('cart:close', () => actions.setShowCart(false));
  bus.on('locator:open-modal', () => actions.setShowLocationModal(true));
  bus.on('checkout:confirm-order', () => actions.setOrderConfirming(true));
  bus.on('host:exit-catering', () => {
    hostUi.exitPopupOpen = true;
  });
  forwardAnalytics(windowDataLayer());
  // The server renders the first screen in the language this cookie names (first-screen.ts).
  let remembered = '';
  const rememberLanguage = () => {
    if (state.language === remembered) return;
    remembered = state.language;
    writeCookie(document, COOKIES.language, remembered);
  };
  rememberLanguage();
  subscribe(state, rememberLanguage);
  return state;
}
