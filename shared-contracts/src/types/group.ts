import type { CartProduct, Handoff, OrderTime } from './order';

/**
 * A group order (beyond the spec): a host's box shared by a link until a cutoff, each guest
 * adding their own part. `state` is `closed` once the cutoff has passed or the box is placed,
 * `ended` when the host ended it.
 */
export type GroupState = 'open' | 'closed' | 'ended';

/** What anyone with the link sees: no one's items, only who is in and whether they are done. */
export interface GroupView {
  token: string;
  host_name: string;
  restaurant: { id: number; name: string };
  menu_id: number;
  handoff: Handoff;
  time: OrderTime;
  /** ISO 8601 on the restaurant's clock. */
  cutoff: string;
  guest_limit: number | null;
  /** Dollars a guest's part may come to before tax; null: no limit. */
  spending_limit: number | null;
  state: GroupState;
  guests: Array<{ name: string; done: boolean }>;
}

/** The host's view: every guest, with what their part comes to (their lines are the box's). */
export interface HostGroup extends Omit<GroupView, 'guests'> {
  guests: Array<{ id: number; name: string; done: boolean; subtotal: number }>;
}

/** A guest's own part: their lines only, what they come to, what the limit leaves. */
export interface GuestPart {
  group: GroupView;
  guest: { id: number; name: string; done: boolean };
  products: CartProduct[];
  subtotal: number;
  /** Dollars the guest may still add; null: no limit. */
  remaining: number | null;
}

/** A guest who joined: the secret in their link to their own part. */
export interface JoinedGuest {
  guest: { id: number; name: string; secret: string };
}
