import type { Channel } from '../channel/channel';
import type { Language } from '../types/language';
import type { Handoff } from '../types/order';

/** A handoff as the customer chooses it; the API's `dispatch` is a delivery (§3). */
export type HandoffMode = 'pickup' | 'curbside' | 'delivery';

/**
 * §1: the handoffs each channel offers, in the order customers expect them. The consumer site
 * hands over at the counter, at the curb or at the door; catering (trays and gallons, ordered
 * hours ahead) is picked up or delivered, as its pages say. The checkout, the box and the
 * ordering API read this one table.
 */
export const CHANNEL_HANDOFFS: Record<Channel, readonly HandoffMode[]> = {
  default: ['pickup', 'curbside', 'delivery'],
  catering: ['pickup', 'delivery'],
};

/** The choice a handoff is (dispatch is delivery). */
export function handoffMode(handoff: Handoff): HandoffMode {
  return handoff === 'dispatch' ? 'delivery' : handoff;
}

/** Whether the channel offers the handoff at all (a restaurant may offer fewer). */
export function channelOffers(channel: Channel, handoff: Handoff): boolean {
  return CHANNEL_HANDOFFS[channel].includes(handoffMode(handoff));
}

/**
 * Why a handoff the channel does not offer is refused, in each language: said by the box's
 * action and, with its number, by the ordering API.
 */
export const CATERING_HANDOFF_REFUSAL: Record<Language, string> = {
  'en-US': 'Catering orders are for pickup or delivery.',
  es: 'Los pedidos de catering son para recoger o para entrega a domicilio.',
};
