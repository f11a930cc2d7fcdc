import type { Channel } from '../channel/channel';
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

/**
 * Who is looking, and where: a card for members (extras `audience: members`) is not shown to a
 * guest, and a card for one ordering channel (extras `channel: default | catering`) not on the
 * other.
 */
export interface CardViewer {
  member: boolean;
  channel: Channel;
}

/**
 * Is the card for this viewer? A member's card ('Your Rewards Are Waiting') says nothing true to
 * a guest, and a deal on the 8 Piece Family Meal nothing true to a catering customer, whose menu
 * has no such meal.
 */
export function isCardForViewer(card: ContentCard, viewer: CardViewer): boolean {
  const forChannel = card.extras?.channel;
  return (
    (viewer.member || card.extras?.audience !== 'members') &&
    (forChannel === undefined || forChannel === viewer.channel)
  );
}

/**
 * §4.14: split by feed_type (carousel: homepage_carousel, homepage_carousel_web or no type;
 * top alert; offer screen message); control cards are skipped, unknown types too, and so are
 * members' cards for a guest and another channel's cards.
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

/** §2.3 a member's inbox on a channel: its cards, control cards never shown. */
export function inboxCards(cards: readonly ContentCard[], channel: Channel): ContentCard[] {
  return cards.filter(
    (card) => !card.isControl && isCardForViewer(card, { member: true, channel }),
  );
}

/** §2.3 the inbox count: the inbox's cards not yet viewed. */
export function unviewedCount(cards: readonly ContentCard[], channel: Channel): number {
  return inboxCards(cards, channel).filter((card) => !card.viewed).length;
}

/** §4.14: an in-app message shows only when its tag is the site variant's; iam_app never on the web. */
export function isInAppMessageShown(message: InAppMessage, variant: SiteVariant): boolean {
  return message.extras?.tag === `iam_${variant}`;
}
