import type { OfferEntry } from './offers';

/**
 * What changed in the box that the customer did not see happen, said where they look (the box
 * and checkout) until they dismiss it or the box is let go. Data, not text: each team says it
 * in the customer's language.
 */
export type BoxNotice =
  /**
   * §4.6: the ordering API no longer applies the code: the box fell under its minimum, or a
   * free-item code's item (by its name) left the box. A wallet reward's code carries the
   * reward's name, which the notice says instead of the code.
   */
  | ({ kind: 'promo-removed'; code: string; reward?: string } & (
      { minimum: number } | { item: string }
    ))
  /** A reorder at a restaurant that cannot make some of its items: those items, by name. */
  | { kind: 'not-made-here'; restaurant: string; items: string[] }
  /** A reorder's lines put in the box, by name and quantity: added to it, or in place of its items. */
  | { kind: 'reordered'; replaced: boolean; items: Array<{ name: string; quantity: number }> };

/** §4.5: an offer the member redeemed, and what the ordering API said when it was put on a box. */
export interface RedeemedOffer {
  offer: OfferEntry;
  /** The box it was tried on, and its refusal's words when it cannot apply; none yet: untried. */
  tried?: { orderId: string; refusal: string | null };
}
