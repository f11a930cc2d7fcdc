import type { Location, OrderStatus } from '@qsr/shared-contracts';
import type { Arrival, Courier } from '@qsr/shared-contracts/core';
import { isoInZone } from '../time/zoned';
import type { StatusNow } from './status';
import { parseAddress, type OrderRow } from './store';

/**
 * Where the simulated courier is: on the straight way from the restaurant to the door, as far
 * along as the time out for delivery has gone; expected at the door when the delivery is done.
 */
function courierOf(
  row: OrderRow,
  location: Pick<Location, 'lat' | 'lng'>,
  now: StatusNow,
  clock: number,
  zone: string,
): Courier | undefined {
  const door = parseAddress(row);
  if (now.status !== 'out_for_delivery' || door?.lat === undefined || door.lng === undefined) {
    return undefined;
  }
  const share = Math.min(1, Math.max(0, (clock - now.handedOver) / (now.doneAt - now.handedOver)));
  const along = (from: number, to: number) => Math.round((from + (to - from) * share) * 1e5) / 1e5;
  return {
    lat: along(location.lat, door.lat),
    lng: along(location.lng, door.lng),
    arrives_at: isoInZone(now.doneAt, zone),
  };
}

/** What a curbside customer said on arriving, with when. */
function arrivalOf(row: OrderRow, zone: string): Arrival | undefined {
  if (row.arrived_at === null) return undefined;
  const said = row.arrival ? (JSON.parse(row.arrival) as Omit<Arrival, 'at'>) : {};
  return { at: isoInZone(row.arrived_at, zone), ...said };
}

/**
 * `orders/{id}/status`: the status and the promised time, each step reached with when, a
 * delivery's courier on the way, and a collected order's arrival. Times in the restaurant's zone.
 */
export function statusAnswerOf(
  row: OrderRow,
  location: Pick<Location, 'lat' | 'lng'>,
  now: StatusNow,
  clock: number,
  zone: string,
): OrderStatus {
  const courier = courierOf(row, location, now, clock, zone);
  const arrival = arrivalOf(row, zone);
  return {
    id: row.id,
    status: now.status,
    ready_at: isoInZone(now.readyAt, zone),
    ...(row.number === null ? {} : { number: String(row.number) }),
    steps: now.steps.map((step) => ({ status: step.status, at: isoInZone(step.at, zone) })),
    ...(courier ? { courier } : {}),
    ...(arrival ? { arrival } : {}),
  };
}
