import type { Channel } from '../channel/channel';
import type { Location } from '../types/location';
import { appState, type Language } from './app-state';

/** The only ways remotes change shared state (design.md). */
export const actions = {
  setChannel(channel: Channel) {
    appState().channel = channel;
  },
  setLanguage(language: Language) {
    appState().language = language;
  },
  setLocation(location: Location | null) {
    appState().location = location;
  },
  showErrors(messages: string[]) {
    appState().errors = [...messages];
  },
  clearErrors() {
    if (appState().errors.length > 0) appState().errors = [];
  },
  requestStarted() {
    appState().loading += 1;
  },
  requestEnded() {
    const state = appState();
    state.loading = Math.max(0, state.loading - 1);
  },
  setShowCart(show: boolean) {
    appState().showCart = show;
  },
  setShowMobileMenu(show: boolean) {
    appState().showMobileMenu = show;
  },
  setShowLocationModal(show: boolean) {
    appState().showLocationModal = show;
  },
  setOrderConfirming(confirming: boolean) {
    appState().orderConfirming = confirming;
  },
};
