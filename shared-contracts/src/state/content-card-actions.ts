import { getContentCards } from '../api/content-cards';
import type { ContentCard } from '../types/offers';
import { attempt, type ActionResult } from './action-result';
import { browserStorage } from './boot';
import { appState } from './app-state';
import { readStored, storedStrings } from './stored-value';

/** Local storage key of the ids of the cards this browser has opened. */
export const VIEWED_CARDS_KEY = 'qsr.viewedCards';

function viewedIds(): string[] {
  return readStored(browserStorage(), VIEWED_CARDS_KEY, storedStrings) ?? [];
}

/**
 * §4.14 content cards in the state (the header's inbox count, §2.3, reads them there). The
 * content service does not know what this browser opened, so opened cards are remembered in
 * local storage and stay viewed after a reload.
 */
export const contentCardActions = {
  /** The cards in the customer's language; an answer that comes after a switch is let go. */
  loadContentCards: (): Promise<ActionResult> =>
    attempt(async () => {
      const { language } = appState();
      const cards = await getContentCards({ mode: 'suppress', language });
      if (appState().language === language) contentCardActions.showContentCards(cards);
    }),

  /** Cards read elsewhere (the server's first screen), with the ones this browser opened viewed. */
  showContentCards(cards: readonly ContentCard[]): void {
    const viewed = new Set(viewedIds());
    appState().contentCards = cards.map((card) =>
      viewed.has(card.id) ? { ...card, viewed: true } : card,
    );
  },

  /** Opening a card marks it viewed; the inbox count falls at once. */
  openContentCard(id: string): void {
    const card = appState().contentCards.find((c) => c.id === id);
    if (!card || card.viewed) return;
    card.viewed = true;
    const ids = [...new Set([...viewedIds(), id])];
    try {
      browserStorage()?.setItem(VIEWED_CARDS_KEY, JSON.stringify(ids));
    } catch {
      // Storage full or refused: the card is viewed for this visit only.
    }
  },
};
