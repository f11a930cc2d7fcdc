import type { Channel, HandoffMode, Location, Member, Order } from '@qsr/shared-contracts';
import {
  CHANNEL_HANDOFFS,
  handoffMode,
  maskPhone,
  stripCountryCode,
  tipFor,
  tipShareOf,
} from '@qsr/shared-contracts';
import { TIP_PRESETS } from '../tip/tip';
import type { HandoffDetails } from '../handoff/handoff-details';

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
   * are chosen, a preset as the box's share: `tip_share`). Review puts the typed tip on the
   * order, so it is never left behind.
   */
  customTip: string | null;
  payment: PaymentChoice;
}

/** The tip as the customer typed it (none or a preset: null, the box has them). */
export type TipChoice = Pick<CheckoutDraft, 'customTip'>;

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
 * The preset the order's tip is: the box's share, or for a box read by the server (which knows
 * only amounts: the checkout's first screen) the preset whose amount of the subtotal it is.
 */
export function tipPresetOf(order: Order): number | null {
  const share = tipShareOf(order);
  if (share !== null) return share;
  const { tip, subtotal } = order.totals;
  return (tip > 0 && TIP_PRESETS.find((preset) => tipFor(subtotal, preset) === tip)) || null;
}

/**
 * The order's tip as the draft shows it: none, or a preset (both the box's), else its amount as
 * a custom tip (never "none" for a tip the order carries).
 */
export function tipChoiceOf(order: Order): TipChoice {
  const amount = order.totals.tip > 0 && tipPresetOf(order) === null;
  return { customTip: amount ? order.totals.tip.toFixed(2) : null };
}

/** The curbside vehicle as typed: a part left empty clears its field on the order. */
export function vehicleOfDraft(draft: CheckoutDraft) {
  return draft.details.vehicle ?? { make: '', model: '', color: '' };
}
