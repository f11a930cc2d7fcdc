import type { OpeningHours } from '@qsr/shared-contracts';
import { firstSlot } from './hours';

export type Channel = 'default' | 'catering';
export type HandoffMode = 'pickup' | 'curbside' | 'delivery' | 'dispatch';

/** Minutes a kitchen needs before the earliest time: catering 2 h, delivery 40 min, else 15 min. */
export function leadMinutes(channel: Channel, handoff: HandoffMode): number {
  if (channel === 'catering') return 120;
  return isDelivery(handoff) ? 40 : 15;
}

/** §3: dispatch means delivery. */
export function isDelivery(handoff: string): boolean {
  return handoff === 'delivery' || handoff === 'dispatch';
}

/** The earliest time an order can be ready: the first slot after the lead time (undefined: never open). */
export function earliestFor(
  restaurant: { hours?: OpeningHours[]; timezone?: string },
  channel: Channel,
  handoff: HandoffMode,
  now: number,
): number | undefined {
  return firstSlot(
    restaurant.hours ?? [],
    restaurant.timezone ?? 'America/New_York',
    now + leadMinutes(channel, handoff) * 60_000,
  );
}
