import {
  actions,
  bus,
  createAppState,
  detectChannel,
  setRequestHooks,
  type Language,
  type SiteConfig,
} from '@qsr/shared-contracts';

function languageFrom(search: string): Language {
  return new URLSearchParams(search).get('lang') === 'es' ? 'es' : 'en-US';
}

/** Creates the one state instance and wires the request helper and the bus to it. */
export function bootState(site: SiteConfig) {
  const state = createAppState({
    channel: detectChannel(window.location, site.cateringPort),
    language: languageFrom(window.location.search),
  });
  setRequestHooks({
    clearErrors: actions.clearErrors,
    showErrors: actions.showErrors,
    requestStarted: actions.requestStarted,
    requestEnded: actions.requestEnded,
  });
  bus.on('cart:open', () => actions.setShowCart(true));
  bus.on('cart:close', () => actions.setShowCart(false));
  bus.on('locator:open-modal', () => actions.setShowLocationModal(true));
  bus.on('checkout:confirm-order', () => actions.setOrderConfirming(true));
  return state;
}
