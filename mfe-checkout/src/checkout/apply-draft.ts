import {
  clearTime,
  isDelivery,
  setAddress,
  setCustomFields,
  setHandoff,
  setTime,
  setTip,
  validateOrder,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import { parseTip } from '../tip/tip';
import { vehicleFields, type CheckoutDraft } from './draft';

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
  let next = order;
  if (draft.handoff === 'delivery') {
    if (!sameAddress(next, draft) || !isDelivery(next.handoff)) {
      const { details } = draft;
      next = await setAddress(
        next.id,
        'dispatch',
        {
          address: details.address.trim(),
          ...(details.building.trim() ? { building: details.building.trim() } : {}),
          city: details.city.trim(),
          state: details.state ?? next.address?.state ?? location?.state,
          zip: details.zip,
        },
        quiet,
      );
    }
  } else if (next.handoff !== draft.handoff) {
    next = await setHandoff(next.id, draft.handoff, quiet);
  }
  if (draft.handoff === 'curbside')
    next = await setCustomFields(next.id, vehicleFields(draft), quiet);

  if (draft.time.mode === 'scheduled' && draft.time.wanted) {
    next = await setTime(next.id, { mode: 'scheduled', wanted: draft.time.wanted }, quiet);
  } else if (next.time.mode !== 'asap') {
    next = await clearTime(next.id, quiet);
  }

  // The custom tip as typed is the order's tip, pressed 'Apply' or not (review checked it).
  const tip = draft.customTip === null ? null : parseTip(draft.customTip);
  if (tip !== null && tip !== next.totals.tip) next = await setTip(next.id, tip, quiet);

  // Validate answers the time as of now, which is what the dialog shows and submit promises.
  const validated = await validateOrder(next.id, quiet);
  return { ...next, ...validated };
}
