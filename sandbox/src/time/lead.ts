import type { OpeningHours } from '@qsr/shared-contracts/core';
import { firstSlot, openPeriods } from './hours';

const MINUTE = 60_000;
const WEEK_MS = 8 * 24 * 60 * MINUTE;

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

/** The opening period that holds `t`, if any. */
function periodAt(hours: readonly OpeningHours[], timeZone: string, t: number) {
  return openPeriods(hours, timeZone, t, t).find((period) => period.open <= t && t <= period.close);
}

/**
 * The earliest time an order can be ready (undefined: never open). The kitchen's lead time
 * counts while it is open: from now when it is, else from when it next opens, and again from
 * the next opening when the lead runs past a closing. So a closed restaurant offers delivery
 * 40 minutes and catering 2 hours after it opens, not its first slot for everyone.
 */
export function earliestFor(
  restaurant: { hours?: OpeningHours[]; timezone?: string },
  channel: Channel,
  handoff: HandoffMode,
  now: number,
): number | undefined {
  const hours = restaurant.hours ?? [];
  const timeZone = restaurant.timezone ?? 'America/New_York';
  const lead = leadMinutes(channel, handoff) * MINUTE;
  const next = openPeriods(hours, timeZone, now, now + WEEK_MS).find((p) => p.close > now);
  if (!next) return undefined;
  let start = Math.max(now, next.open);
  // Each turn moves the start to a later opening; a week of openings is plenty.
  for (let turn = 0; turn < 16; turn += 1) {
    const slot = firstSlot(hours, timeZone, start + lead);
    if (slot === undefined) return undefined;
    const period = periodAt(hours, timeZone, slot);
    if (!period || period.open <= start) return slot;
    start = period.open;
  }
  return undefined;
}

/**
 * Whether the kitchen can make an order for `t` from when its opening starts: a scheduled
 * Monday has the same lead as today (catering 2 h after opening, delivery 40 min), not the
 * opening's first slot.
 */
export function leadFits(
  restaurant: { hours?: OpeningHours[]; timezone?: string },
  channel: Channel,
  handoff: HandoffMode,
  t: number,
): boolean {
  const period = periodAt(restaurant.hours ?? [], restaurant.timezone ?? 'America/New_York', t);
  return period !== undefined && t >= period.open + leadMinutes(channel, handoff) * MINUTE;
}
