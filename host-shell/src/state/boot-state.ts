import {
  LANGUAGES,
  actions,
  applyAppSource,
  bootAppState,
  browserStorage,
  bus,
  detectChannel,
  forwardAnalytics,
  windowDataLayer,
  type Language,
  type SiteConfig,
} from '@qsr/shared-contracts';
import { hostUi } from './host-ui';

/** §4.11: the `lang` query parameter, when it names a language of the site. */
function languageFrom(search: string): Language | undefined {
  const lang = new URLSearchParams(search).get('lang');
  return LANGUAGES.find((language) => language === lang || language.startsWith(`${lang}-`));
}

/**
 * Creates the one state instance, restored from local storage and kept in step with other
 * tabs (shared-contracts `bootAppState`), and wires the bus and the data layer to it.
 */
export function bootState(site: SiteConfig) {
  // §1: `source=app` marks this browser as the app's (a cookie, so later pages know it too).
  applyAppSource(window.location.search, document);
  const { state } = bootAppState({
    channel: detectChannel(window.location, site.cateringPort),
    language: languageFrom(window.location.search),
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
  return state;
}
