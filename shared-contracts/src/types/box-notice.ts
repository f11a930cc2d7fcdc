import type { OfferEntry } from './offers';

/**
 * Why a code's minimum took it off: the code's own minimum, which the ordering API says the box
 * is under (the code applies again once the box reaches it), or the site's §4.6 rule, which
 * takes any code off a box a decrease leaves under $200 (the code may apply again at once).
 */
export type CouponUnmet = { minimum: number } | { decreasedUnder: number };

/** A change of restaurant took the code off: the restaurant (by name) does not take it. */
export type CouponNotTaken = { notAt: string };

/**
 * An item a notice names: by its name as last read, and the menu's product it is, by which a
 * language switch reads the name again (§4.11).
 */
export interface NoticeItem {
  name: string;
  product: { menu: number; id: number };
}

/**
 * What changed in the box that the customer did not see happen, said where they look (the box
 * and checkout) until they dismiss it or the box is let go. Data, not text: each team says it
 * in the customer's language.
 */
export type BoxNotice =
  /**
   * §4.6: the code came off: the box fell under the code's own minimum (`minimum`, as the
   * ordering API answers it), a decrease left it under the site's §4.6 $200
   * (`decreasedUnder`), or a free-item code's item (by its name) left the box. A wallet
   * reward's code carries the reward's name, which the notice says instead of the code.
   */
  | ({ kind: 'promo-removed'; code: string; reward?: string } & (
      CouponUnmet | { item: string } | CouponNotTaken
    ))
  /**
   * A change of restaurant (or a reorder at one) that cannot make some of the box's items:
   * those items, by name, which the move left out.
   */
  | { kind: 'not-made-here'; restaurant: string; items: NoticeItem[] }
  /**
   * A change of restaurant that cannot keep the box's scheduled time (ISO `wanted`, read on the
   * clock it was chosen on, `zone`): the box is as soon as possible now.
   */
  | { kind: 'time-not-kept'; restaurant: string; wanted: string; zone: string }
  /**
   * A change of restaurant that kept the box's scheduled time (ISO `wanted`, the same moment)
   * at a restaurant whose clock reads it otherwise: chosen on zone `from`'s, read on `to`'s.
   */
  | { kind: 'time-on-other-clock'; restaurant: string; wanted: string; from: string; to: string }
  /**
   * A change of restaurant to one that does not offer curbside, or does not deliver to the
   * box's address: the box is for pickup now.
   */
  | { kind: 'handoff-not-kept'; restaurant: string; handoff: 'curbside' | 'delivery' }
  /** A reorder's lines put in the box, by name and quantity: added to it, or in place of its items. */
  | { kind: 'reordered'; replaced: boolean; items: Array<NoticeItem & { quantity: number }> };

/** §4.5: an offer the member redeemed, and what the ordering API said when it was put on a box. */
export interface RedeemedOffer {
  offer: OfferEntry;
  /** The box it was tried on, and its refusal's words when it cannot apply; none yet: untried. */
  tried?: { orderId: string; refusal: string | null };
}
