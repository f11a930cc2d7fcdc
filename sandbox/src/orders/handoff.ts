import type { DeliveryAddress } from '@qsr/shared-contracts';
import type { CustomField } from '@qsr/shared-contracts/core';
import { channelOffers, handoffMode } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { geocode } from '../locations/geocode';
import { zipState } from '../locations/us-places';
import { isSlot } from '../time/hours';
import { earliestFor, isDelivery, leadFits, type HandoffMode } from '../time/lead';
import { DEFAULT_TIME_ZONE, type OrderCore, type OrderDeps } from './core';
import type { OrderRow } from './store';

/** How far ahead an order may be scheduled. */
const SCHEDULE_DAYS = 14;

/** Where a delivery address is: its own coordinates, else the geocoder's. */
export function pointOf(address: DeliveryAddress) {
  if (address.lat !== undefined && address.lng !== undefined) {
    return { lat: address.lat, lng: address.lng };
  }
  return geocode(address);
}

/** How and when the box is handed over: handoff mode, delivery address, time, custom fields. */
export function createHandoff(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const { store, zones } = deps;
  const { restaurant, mutate } = core;

  /**
   * A scheduled time the restaurant can meet: after the earliest, in a slot the kitchen's lead
   * reaches from its opening, within 14 days.
   */
  function timeFits(row: OrderRow, wanted: number): boolean {
    const { location } = restaurant(row);
    const earliest = earliestFor(location, row.channel, row.handoff, ctx.now());
    return (
      earliest !== undefined &&
      wanted >= earliest &&
      wanted <= ctx.now() + SCHEDULE_DAYS * 24 * 60 * 60_000 &&
      isSlot(location.hours ?? [], location.timezone ?? DEFAULT_TIME_ZONE, wanted) &&
      leadFits(location, row.channel, row.handoff, wanted)
    );
  }

  const methods = {
    setHandoff(id: string, caller: number | undefined, mode: HandoffMode) {
      return mutate(id, caller, (row) => {
        // The channel's handoffs first (§1: catering is pickup or delivery), then the restaurant's.
        if (!channelOffers(row.channel, mode)) throw errors.handoffNotOnChannel();
        const { terms } = restaurant(row);
        const offered = isDelivery(mode)
          ? terms.handoffs.includes('delivery')
          : terms.handoffs.includes(mode);
        if (!offered) throw errors.handoffNotOffered(handoffMode(mode));
        store.update(row.id, { handoff: mode });
      });
    },

    setAddress(id: string, caller: number | undefined, address: DeliveryAddress) {
      return mutate(id, caller, (row) => {
        const { terms } = restaurant(row);
        if (!terms.handoffs.includes('delivery')) throw errors.handoffNotOffered('delivery');
        const point = pointOf(address);
        if (!point) throw errors.addressUnknown();
        if (!zones.covers(terms, point)) throw errors.outsideDeliveryArea();
        // An address typed without its state (street, city, zip) has its zip's.
        const state = address.state || zipState(address.zip);
        const stored: DeliveryAddress = {
          address: address.address,
          ...(address.building ? { building: address.building } : {}),
          city: address.city,
          ...(state ? { state } : {}),
          zip: address.zip,
          lat: point.lat,
          lng: point.lng,
        };
        store.update(row.id, {
          address: JSON.stringify(stored),
          handoff: isDelivery(row.handoff) ? row.handoff : 'dispatch',
        });
      });
    },

    setCustomFields(id: string, caller: number | undefined, fields: readonly CustomField[]) {
      return mutate(id, caller, (row) => {
        const current = new Map(
          (JSON.parse(row.custom_fields) as CustomField[]).map((f) => [f.id, f.value]),
        );
        for (const field of fields) {
          if (field.value === '') current.delete(field.id);
          else current.set(field.id, field.value);
        }
        store.update(row.id, {
          custom_fields: JSON.stringify(
            [...current].map(([fieldId, value]) => ({ id: fieldId, value })),
          ),
        });
      });
    },

    setTime(id: string, caller: number | undefined, mode: 'asap' | 'scheduled', wanted?: number) {
      return mutate(id, caller, (row) => {
        if (mode === 'asap') {
          store.update(row.id, { time_mode: 'asap', time_wanted: null });
          return;
        }
        if (wanted === undefined || !timeFits(row, wanted)) throw errors.timeUnavailable();
        store.update(row.id, { time_mode: 'scheduled', time_wanted: wanted });
      });
    },
  };
  return { methods, timeFits };
}
