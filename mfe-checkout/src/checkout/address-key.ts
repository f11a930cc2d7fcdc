import { addressComplete } from './apply-draft';
import type { CheckoutDraft } from './draft';

/** The delivery address as sent (null when delivery is not chosen or the address is incomplete). */
export function addressKeyOf(draft: CheckoutDraft): string | null {
  if (draft.handoff !== 'delivery' || !addressComplete(draft)) return null;
  const { address, building, city, zip, state } = draft.details;
  return JSON.stringify([address.trim(), building.trim(), city.trim(), zip, state ?? null]);
}
