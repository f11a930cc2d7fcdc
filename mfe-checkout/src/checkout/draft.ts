import type { Channel, HandoffMode, Location, Member, Order } from '@qsr/shared-contracts';
import { CHANNEL_HANDOFFS, handoffMode, maskPhone, stripCountryCode } from '@qsr/shared-contracts';
import type { HandoffDetails } from '../handoff/handoff-details';
import { TIP_PRESETS, tipFor } from '../tip/tip';

/** The handoff choices of the checkout page (the contract's); dispatch is shown as delivery (§3). */
export type { HandoffMode };

export type PaymentChoice =
  { kind: 'saved'; accountId: number } | { kind: 'new' } | { kind: 'wallet' };

/**
 * What the customer fills in on the checkout page before it goes to the order. The card is
 * not here: it stays in the payment section's own memory until the token call.
 */
export interface CheckoutDraft {
  handoff: HandoffMode;
  /** `state`: of a member's saved address, which the address fields do not ask. */
  details: HandoffDetails & { building: string; state?: string };
  time: { mode: 'asap' | 'scheduled'; wanted: string | null };
  /**
   * A custom tip as typed, or null for none or a preset (those go to the order as soon as they
   * are chosen). Review puts the typed tip on the order, so it is never left behind.
   */
  customTip: string | null;
  /**
   * The preset the customer chose, as its share of the subtotal (null: none, or a custom tip).
   * The choice is the share, not its amount: whenever checkout shows, the order's tip is set to
   * that share of the subtotal as it is then, however the box changed meanwhile.
   */
  tipShare: number | null;
  payment: PaymentChoice;
}

/** The tip as the customer chose it: none, a preset's share, or an amount as typed. */
export type TipChoice = Pick<CheckoutDraft, 'customTip' | 'tipShare'>;

export function handoffModeOf(order: Order): HandoffMode {
  return handoffMode(order.handoff);
}

/**
 * The handoffs the channel offers (§1: catering is pickup or delivery) that the restaurant
 * offers too, in the order customers expect them.
 */
export function offeredHandoffs(location: Location | null, channel: Channel): HandoffMode[] {
  const offered = location?.handoffs ?? CHANNEL_HANDOFFS[channel];
  return CHANNEL_HANDOFFS[channel].filter((mode) => offered.includes(mode));
}

/** A draft from the order (handoff, address, time) and the member's profile (§4.1, §3). */
export function initialDraft(order: Order, user: Member | null): CheckoutDraft {
  const address = order.address;
  return {
    handoff: handoffModeOf(order),
    details: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ? maskPhone(stripCountryCode(user.phone)) : '',
      address: address?.address ?? '',
      ...(address?.state ? { state: address.state } : {}),
      building: address?.building ?? '',
      city: address?.city ?? '',
      zip: address?.zip ?? '',
      vehicle: { make: '', model: '', color: '' },
    },
    time: timeOf(order),
    ...tipChoiceOf(order),
    payment: { kind: 'new' },
  };
}

/** The order's time as the page's time choice: a scheduled time, else as soon as possible. */
export function timeOf(order: Order): CheckoutDraft['time'] {
  return order.time.mode === 'scheduled' && order.time.wanted
    ? { mode: 'scheduled', wanted: order.time.wanted }
    : { mode: 'asap', wanted: null };
}

/**
 * The order's tip as a choice: none, the preset whose share of the subtotal it is, else its
 * amount as a custom tip (never "none" for a tip the order carries).
 */
export function tipChoiceOf(order: Order): TipChoice {
  const { tip, subtotal } = order.totals;
  if (tip <= 0) return { customTip: null, tipShare: null };
  const share = TIP_PRESETS.find((preset) => tipFor(subtotal, preset) === tip);
  return share === undefined
    ? { customTip: tip.toFixed(2), tipShare: null }
    : { customTip: null, tipShare: share };
}

/** The curbside vehicle as typed: a part left empty clears its field on the order. */
export function vehicleOfDraft(draft: CheckoutDraft) {
  return draft.details.vehicle ?? { make: '', model: '', color: '' };
}
