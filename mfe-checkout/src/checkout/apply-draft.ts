import {
  actions,
  isDelivery,
  valueOrThrow,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import { handoffDetailsErrors } from '../handoff/handoff-details';
import { parseTip, typedTipDue } from '../tip/tip';
import { vehicleOfDraft, type CheckoutDraft } from './draft';

/** The page shows these failures itself (in its own alert), not the header's banner. */
const quiet = { mode: 'suppress' } as const;

function sameAddress(order: Order, draft: CheckoutDraft): boolean {
  const current = order.address;
  const { details } = draft;
  return (
    Boolean(current) &&
    current?.address === details.address.trim() &&
    (current?.building ?? '') === details.building.trim() &&
    current?.city === details.city.trim() &&
    current?.zip === details.zip
  );
}

/** The typed address, complete enough to send (§3: address, city and a five-digit zip). */
export function addressComplete(draft: CheckoutDraft): boolean {
  const { address, city, zip } = handoffDetailsErrors(draft.details, {
    delivery: true,
    curbside: false,
  });
  return !address && !city && !zip;
}

function addressOf(order: Order, draft: CheckoutDraft, location: Location | null) {
  const { details } = draft;
  return {
    address: details.address.trim(),
    ...(details.building.trim() ? { building: details.building.trim() } : {}),
    city: details.city.trim(),
    state: details.state ?? order.address?.state ?? location?.state,
    zip: details.zip,
  };
}

/**
 * §4.1 step 3 and the address of step 4: the draft's handoff on the order (the order as it is
 * when nothing changed). Delivery sends the address when it is complete; before that, the
 * handoff alone, so the totals already carry the delivery fee.
 */
export async function applyHandoff(
  order: Order,
  draft: CheckoutDraft,
  location: Location | null,
): Promise<Order> {
  if (draft.handoff === 'delivery') {
    if (addressComplete(draft)) {
      if (sameAddress(order, draft) && isDelivery(order.handoff)) return order;
      return valueOrThrow(
        await actions.setDispatchAddress(addressOf(order, draft, location), quiet),
      );
    }
    return applyDelivery(order);
  }
  if (order.handoff === draft.handoff) return order;
  return valueOrThrow(await actions.setHandoff(draft.handoff, quiet));
}

/** Delivery chosen, before its address: the handoff alone, so the delivery fee shows at once. */
export async function applyDelivery(order: Order): Promise<Order> {
  return isDelivery(order.handoff)
    ? order
    : valueOrThrow(await actions.setHandoff('dispatch', quiet));
}

/**
 * §4.1 step 4 the time: a scheduled time, or as soon as possible (none wanted yet: as it is),
 * sent only when it changes `order` (the box as this draft's calls have left it), by the box's
 * one time action (the product page sets it too). A refusal is thrown for the page to say, as
 * every call of the draft is.
 */
export async function applyTime(order: Order, time: CheckoutDraft['time']): Promise<Order> {
  const wanted = time.mode === 'scheduled' ? time.wanted : null;
  if (time.mode === 'scheduled' && (!wanted || wanted === order.time.wanted)) return order;
  if (time.mode === 'asap' && order.time.mode === 'asap') return order;
  return valueOrThrow(await actions.setOrderTime(wanted));
}

/**
 * §4.1 steps 3–5: the handoff and its address, the curbside vehicle, the time and a typed tip go
 * to the order (only what changed), then the order is validated for its taxes, totals, saved
 * cards and time. A box with an item outside its daypart for that time is refused at
 * validate with the item named (`[252]`); the time is never moved for it.
 */
export async function applyDraft(
  order: Order,
  draft: CheckoutDraft,
  location: Location | null,
): Promise<Order> {
  let next = await applyHandoff(order, draft, location);
  if (draft.handoff === 'curbside')
    next = valueOrThrow(await actions.setVehicle(vehicleOfDraft(draft), quiet));
  next = await applyTime(next, draft.time);

  // The custom tip as typed is the order's tip, pressed 'Apply' or not (review checked it).
  const tip = draft.customTip === null ? null : parseTip(draft.customTip);
  if (tip !== null && typedTipDue(tip, next)) next = valueOrThrow(await actions.setTip(tip, quiet));

  // Validate answers the time as of now, which is what the dialog shows and submit promises.
  const validated = valueOrThrow(await actions.validateOrder(quiet));
  return { ...next, ...validated };
}
