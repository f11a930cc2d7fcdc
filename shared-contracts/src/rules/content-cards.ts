import type { SiteVariant } from '../channel/client-variant';
import type { ContentCard, InAppMessage } from '../types/offers';

/** §4.14 the places content cards show. */
export interface ContentCardSplit {
  carousel: ContentCard[];
  topAlert: ContentCard[];
  offerScreenMessage: ContentCard[];
}

const PLACE: Record<string, keyof ContentCardSplit> = {
  homepage_carousel: 'carousel',
  homepage_carousel_web: 'carousel',
  homepage_top_alert: 'topAlert',
  offer_screen_message: 'offerScreenMessage',
};

/** Who is looking: a card for members (extras `audience: members`) is not shown to a guest. */
export interface CardViewer {
  member: boolean;
}

/** Is the card for this viewer? A member's card ('Your Rewards Are Waiting') says nothing true to a guest. */
export function isCardForViewer(card: ContentCard, viewer: CardViewer): boolean {
  return viewer.member || card.extras?.audience !== 'members';
}

/**
 * §4.14: split by feed_type (carousel: homepage_carousel, homepage_carousel_web or no type;
 * top alert; offer screen message); control cards are skipped, unknown types too, and so are
 * members' cards for a guest.
 */
export function splitContentCards(
  cards: readonly ContentCard[],
  viewer: CardViewer,
): ContentCardSplit {
  const split: ContentCardSplit = { carousel: [], topAlert: [], offerScreenMessage: [] };
  for (const card of cards) {
    if (card.isControl || !isCardForViewer(card, viewer)) continue;
    const feedType = card.extras?.feed_type;
    const place = feedType ? PLACE[feedType] : 'carousel';
    if (place) split[place].push(card);
  }
  return split;
}

/** §2.3 the inbox count: cards not yet viewed (control cards are never shown). */
export function unviewedCount(cards: readonly ContentCard[]): number {
  return cards.filter((card) => !card.viewed && !card.isControl).length;
}

/** §4.14: an in-app message shows only when its tag is the site variant's; iam_app never on the web. */
export function isInAppMessageShown(message: InAppMessage, variant: SiteVariant): boolean {
  return message.extras?.tag === `iam_${variant}`;
}
