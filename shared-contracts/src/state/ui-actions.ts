import { bus } from '../bus/bus';
import type { Channel } from '../channel/channel';
import { appState } from './app-state';

/** Channel, errors, loading and the open/closed state of the shared UI. */
export const uiActions = {
  setChannel(channel: Channel) {
    appState().channel = channel;
  },
  showErrors(messages: string[]) {
    appState().errors = [...messages];
    bus.emit('request:errors', { messages: [...messages] });
  },
  clearErrors() {
    if (appState().errors.length > 0) appState().errors = [];
  },
  requestStarted() {
    const state = appState();
    state.loading += 1;
    bus.emit('request:loading', { pending: state.loading });
  },
  requestEnded() {
    const state = appState();
    state.loading = Math.max(0, state.loading - 1);
    bus.emit('request:loading', { pending: state.loading });
  },
  setShowCart(show: boolean) {
    appState().showCart = show;
  },
  setShowMobileMenu(show: boolean) {
    appState().showMobileMenu = show;
  },
  /**
   * Opens or closes the location modal (§2.9). A section given on opening is kept until it
   * closes, so an opener without one does not wipe it (§4.8 'order-again').
   */
  setShowLocationModal(show: boolean, section?: string | null) {
    const state = appState();
    state.showLocationModal = show;
    if (!show) state.locationModalSection = null;
    else if (section !== undefined) state.locationModalSection = section;
  },
  setOrderConfirming(confirming: boolean) {
    appState().orderConfirming = confirming;
  },
  setGlobalClass(globalClass: string) {
    appState().globalClass = globalClass;
  },
  setLayoutHeights(heights: { header?: number; footer?: number }) {
    const state = appState();
    if (heights.header !== undefined) state.headerHeight = heights.header;
    if (heights.footer !== undefined) state.footerHeight = heights.footer;
  },
  toggleExpandedMarket(market: string) {
    const state = appState();
    state.expandedMarkets = state.expandedMarkets.includes(market)
      ? state.expandedMarkets.filter((m) => m !== market)
      : [...state.expandedMarkets, market];
  },
};
