import { setRequestHooks } from '../api/request-hooks';
import { bus } from '../bus/bus';
import type { Channel } from '../channel/channel';
import { startLanguage } from '../i18n/start-language';
import { servesChannel } from '../rules/menus';
import type { AppState } from '../types/client-state';
import { LANGUAGES } from '../types/language';
import { appState, createAppState } from './app-state';
import { deviceIdFrom } from './device-id';
import { isSigningOut, memberActions } from './member-actions';
import { followMemberAllergens } from './allergen-actions';
import { followBoxTotals } from './box-totals';
import { persistState, restoreState, syncTabs } from './persistence';
import { uiActions } from './ui-actions';

/** The browser's local storage, or null where it is missing or refused (private modes). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage, or null where the browser refuses it (as `browserStorage`). */
export function browserSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface BootOptions {
  channel: Channel;
  /**
   * The `lang` query parameter (§4.11) as given: a tag the site does not speak counts as none;
   * without one, the stored (chosen) language.
   */
  language?: string | null;
  /** The browser's languages, most wanted first: the start when none is chosen (`startLanguage`). */
  preferred?: readonly string[];
  /**
   * The language cookie (`COOKIES.language`), the chosen language as the server read it to draw
   * the first screen: when it names a language it comes before the stored one. It is never older
   * than storage (the host writes it with every choice, the server with a `lang` parameter
   * before the page's scripts have stored that), and the page must start as it was drawn.
   */
  languageCookie?: string;
  /** Local storage; null where there is none (the state then lives in memory only). */
  storage: Storage | null;
  /** Where other tabs' storage events arrive; the window. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: Date;
}

export interface BootedState {
  state: AppState;
  /** Stops persisting and listening to other tabs (tests, a remote unmounted alone). */
  dispose(): void;
}

/**
 * Creates the one state instance (§3), restored from local storage with the lifetimes of
 * §9 and the token check of §4.2; keeps it stored and in step with other tabs; and wires the
 * request helper to it (errors, loader bar, device id, tokens, language). The host calls it at boot.
 */
export function bootAppState(options: BootOptions): BootedState {
  const { storage } = options;
  const restored = storage ? restoreState(storage, options.now) : {};
  // A kept restaurant the channel cannot order from (no catering, on the catering site) is none.
  if (restored.location && !servesChannel(options.channel, restored.location)) {
    restored.location = null;
  }
  const state = createAppState({
    ...restored,
    channel: options.channel,
    language: startLanguage({
      query: options.language,
      chosen:
        LANGUAGES.find((language) => language === options.languageCookie) ?? restored.language,
      preferred: options.preferred,
    }),
  });
  const deviceId = storage ? deviceIdFrom(storage) : undefined;
  setRequestHooks({
    clearErrors: uiActions.clearErrors,
    showErrors: uiActions.showErrors,
    requestStarted: uiActions.requestStarted,
    requestEnded: uiActions.requestEnded,
    deviceId: () => deviceId,
    tokens: () => appState().token,
    language: () => appState().language,
    sessionRefused() {
      if (!isSigningOut()) {
        memberActions.sessionExpired(`${window.location.pathname}${window.location.search}`);
      }
    },
  });
  // §4.8: the modal remembers which section opened it ('order-again' continues to checkout).
  const stopOpening = bus.on('locator:open-modal', ({ section }) =>
    uiActions.setShowLocationModal(true, section ?? null),
  );
  const stopFollowing = followMemberAllergens(state);
  const stopTotals = followBoxTotals(state);
  if (!storage) {
    return {
      state,
      dispose() {
        stopOpening();
        stopFollowing();
        stopTotals();
      },
    };
  }
  const stopPersisting = persistState(state, storage);
  const stopSyncing = syncTabs(state, storage, options.events ?? window);
  return {
    state,
    dispose() {
      stopOpening();
      stopFollowing();
      stopTotals();
      stopPersisting();
      stopSyncing();
    },
  };
}
