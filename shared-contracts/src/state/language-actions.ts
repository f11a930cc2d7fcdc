import type { Language } from '../types/language';
import { succeeded, type ActionResult } from './action-result';
import { appState } from './app-state';
import { memberActions } from './member-actions';
import { orderActions } from './order-actions';

/**
 * §4.11: the site's language, and what the state holds in the words of the upstreams follows
 * it. The menus kept in the other language are let go (a page reads its menu again); the box,
 * the items its notices name, the order being followed and a member's wallet and offers are
 * read again. (The content cards
 * are the host's start-up read, which it makes again per language.)
 */
/** The names the box's notices say, read again; loaded only when a notice names items. */
async function readNoticeNamesAgain(): Promise<void> {
  if (!appState().boxNotices.some((notice) => 'items' in notice)) return;
  const { readNoticesAgain } = await import('./notice-names');
  await readNoticesAgain();
}

export const languageActions = {
  setLanguage(language: Language): void {
    appState().language = language;
  },

  /**
   * At start and after a switch (here or in another tab): what the state holds in another
   * language than the customer's is let go or read again in it. It cannot fail: what is not
   * read again stays as it was.
   */
  async followLanguage(): Promise<ActionResult> {
    const state = appState();
    const { language } = state;
    if (state.menu && state.menu.language !== language) state.menu = null;
    if (state.defaultMenu && state.defaultMenu.language !== language) state.defaultMenu = null;
    await Promise.all([
      orderActions.readOrdersAgain(),
      readNoticeNamesAgain(),
      state.token ? memberActions.loadWalletOffers() : undefined,
      memberActions.loadOffers(),
    ]);
    return succeeded();
  },
};
