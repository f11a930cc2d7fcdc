import {
  orderability,
  type ChosenTime,
  type Daypart,
  type ProductAvailability,
} from '@qsr/shared-contracts';
import { errors } from '../http/errors';
import type { SandboxLocation } from '../locations/repository';
import { earliestFor, leadMinutes } from '../time/lead';
import { DEFAULT_TIME_ZONE } from './core';
import type { OrderRow } from './store';

/**
 * The time an order is for, on its restaurant's clock: the scheduled time, or as soon as
 * possible (the earliest time; now plus the lead when the restaurant has none).
 */
export function chosenTime(
  row: Pick<OrderRow, 'time_mode' | 'time_wanted' | 'channel' | 'handoff'>,
  location: Pick<SandboxLocation, 'hours' | 'timezone'>,
  now: number,
): ChosenTime {
  const timeZone = location.timezone ?? DEFAULT_TIME_ZONE;
  if (row.time_mode === 'scheduled' && row.time_wanted !== null) {
    return { at: row.time_wanted, timeZone };
  }
  const at =
    earliestFor(location, row.channel, row.handoff, now) ??
    now + leadMinutes(row.channel, row.handoff) * 60_000;
  return { at, timeZone };
}

/**
 * Refuses items the shared rule (`orderability`) says cannot be ordered for the time, naming
 * them: the ones the restaurant has taken off first (`[224]`), then those outside their
 * daypart (`[252]`, by the first such daypart).
 */
export function refuseUnorderable(
  items: ReadonlyArray<{ name: string; availability: ProductAvailability }>,
  chosen: ChosenTime,
): void {
  const takenOff = new Set<string>();
  const outside = new Map<string, { daypart: Daypart; names: Set<string> }>();
  for (const item of items) {
    const why = orderability(item, chosen);
    if (why.orderable) continue;
    if (why.reason === 'unavailable') {
      takenOff.add(item.name);
    } else {
      const group = outside.get(why.daypart.name) ?? { daypart: why.daypart, names: new Set() };
      group.names.add(item.name);
      outside.set(why.daypart.name, group);
    }
  }
  if (takenOff.size > 0) throw errors.takenOff([...takenOff]);
  const first = outside.values().next().value;
  if (first) throw errors.outsideDaypart([...first.names], first.daypart, chosen);
}
