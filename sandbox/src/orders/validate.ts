import type { ValidateResult } from '@qsr/shared-contracts/core';
import { channelOffers } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { dollars } from '../http/body';
import { errors } from '../http/errors';
import { earliestFor, isDelivery } from '../time/lead';
import { isoInZone } from '../time/zoned';
import { DEFAULT_TIME_ZONE, type OrderCore, type OrderDeps } from './core';
import { availabilityOf } from '../menus/repository';
import { pointOf } from './handoff';
import { chosenTime, refuseUnorderable } from './orderable';
import type { Priced } from './pricing';
import { parseAddress, type OrderRow } from './store';

export const CATERING_DELIVERY_MINIMUM_CENTS = 15_000;

interface Needs {
  timeFits(row: OrderRow, wanted: number): boolean;
  takeOffSpentRewards(row: OrderRow): boolean;
}

/** §4.1 step 5: whether the restaurant can take the box as it is, shared by validate and submit. */
export function createValidation(ctx: Ctx, deps: OrderDeps, core: OrderCore, needs: Needs) {
  const { store, zones, coupons } = deps;
  const { tx, restaurant, price, changeable, serialize, totalsOf, billingFor } = core;
  const { timeFits, takeOffSpentRewards } = needs;

  /** The checks; answers the priced order. */
  function check(row: OrderRow): Priced {
    const lines = store.lines(row.id);
    if (lines.length === 0) throw errors.orderEmpty();
    const { location, terms } = restaurant(row);
    const priced = price(row, lines);
    if (isDelivery(row.handoff)) {
      const address = parseAddress(row);
      if (!address) throw errors.needsDeliveryAddress();
      if (!terms.handoffs.includes('delivery')) throw errors.handoffNotOffered('delivery');
      const point = pointOf(address);
      if (!point || !zones.covers(terms, point)) throw errors.outsideDeliveryArea();
      if (row.channel === 'catering' && priced.total < CATERING_DELIVERY_MINIMUM_CENTS) {
        throw errors.cateringDeliveryMinimum();
      }
    } else if (!channelOffers(row.channel, row.handoff)) {
      throw errors.handoffNotOnChannel();
    } else if (!terms.handoffs.includes(row.handoff)) {
      throw errors.handoffNotOffered(row.handoff);
    }
    if (row.time_mode === 'asap') {
      if (earliestFor(location, row.channel, row.handoff, ctx.now()) === undefined) {
        throw errors.timeUnavailable();
      }
    } else if (!timeFits(row, row.time_wanted ?? 0)) {
      throw errors.timeUnavailable();
    }
    refuseUnorderable(
      lines.map((line) => ({
        name: line.name,
        availability: { now: true, ...availabilityOf(line) },
      })),
      chosenTime(row, location, ctx.now()),
    );
    if (row.coupon_code) {
      const coupon = coupons.find(row.coupon_code);
      if (!coupon) throw errors.couponInvalid();
      if (!coupons.isLive(coupon)) throw errors.couponExpired(coupon.code);
      if (coupon.kind === 'item' && priced.couponItemMissing !== undefined) {
        throw errors.couponItemMissing(coupons.itemName(coupon));
      }
      if (priced.couponMinimumShort !== undefined) {
        throw errors.couponMinimum(priced.couponMinimumShort);
      }
      if (coupon.single_use) {
        // A hold that lapsed may have gone to another order since; else it is held again.
        const holder = coupons.holder(coupon.code);
        if (holder !== undefined && holder !== row.id) throw errors.couponInUse();
        coupons.lock(coupon.code, row.id);
      }
    }
    return priced;
  }

  const methods = {
    /**
     * Answers the time too: for as soon as possible, the earliest time now, which is kept as
     * the quote a submit soon after promises (see `promisedTime`).
     */
    validate(id: string, caller?: number): ValidateResult {
      const answer = tx((): ValidateResult | undefined => {
        const row = changeable(id, caller);
        if (takeOffSpentRewards(row)) return undefined;
        const priced = check(row);
        const { location } = restaurant(row);
        const quote =
          row.time_mode === 'asap'
            ? (earliestFor(location, row.channel, row.handoff, ctx.now()) ?? null)
            : null;
        store.update(row.id, { time_quote: quote });
        const { time } = serialize(row, caller);
        const zone = location.timezone ?? DEFAULT_TIME_ZONE;
        return {
          taxes: [{ label: 'Sales Tax', amount: dollars(priced.tax) }],
          totals: totalsOf(priced),
          billing: billingFor(caller ?? row.member_id),
          time: quote === null ? time : { ...time, earliest: isoInZone(quote, zone) },
        };
      });
      if (!answer) throw errors.rewardTakenOff();
      return answer;
    },
  };
  return { methods, check };
}
