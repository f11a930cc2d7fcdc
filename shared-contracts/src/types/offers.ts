/** §3 Wallet reward: a loyalty reward whose `cred` is applied to the order as a coupon code. */
export interface WalletReward {
  label: string;
  /** The coupon code. */
  cred: string;
  image?: string;
  /** ISO 8601 date or date-time; no value means it never expires. */
  expires?: string | null;
  status: string;
}

/** `GET members/loyalty` (§7.1): the member's points and wallet. */
export interface Loyalty {
  points: number;
  wallet: WalletReward[];
}

/** §3 Offer, reward and redeem entries share one shape. */
export interface OfferEntry {
  id: number | string;
  channel: string;
  /** The campaign's id: for the platform (redeeming), never shown to the customer. */
  campaign: string;
  /** What the customer reads (the spec names no such field; an upstream may give one). */
  label?: string;
  memberid: number | string;
  references: string[];
}
export type RewardEntry = OfferEntry;
export type RedeemEntry = OfferEntry;

/** `POST members/redeem` body (§7.1). */
export interface RedeemRequest {
  id: OfferEntry['id'];
  channel: string;
  campaign: string;
}

/** `GET members/balance` (§7.1). */
export interface LoyaltyBalance {
  balance: number;
}

/** §4.14 feed types of content cards. */
export type FeedType =
  'homepage_carousel' | 'homepage_carousel_web' | 'homepage_top_alert' | 'offer_screen_message';

/** §3 Offer content card (marketing platform), with the fields the site shows. */
export interface ContentCard {
  id: string;
  viewed: boolean;
  /** A control card of an experiment: never shown (§4.14). */
  isControl?: boolean;
  title?: string;
  description?: string;
  imageUrl?: string;
  url?: string;
  extras?: { feed_type?: FeedType | string; [key: string]: string | undefined };
}

/** In-app message tags (§4.14): a message shows only on the matching site variant. */
export type InAppMessageTag = 'iam_catering' | 'iam_mealtime' | 'iam_app';

/** An in-app message of the marketing platform. */
export interface InAppMessage {
  id: string;
  message: string;
  extras?: { tag?: InAppMessageTag | string; [key: string]: string | undefined };
}
