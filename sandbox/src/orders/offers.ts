import type { RewardEntry } from '@qsr/shared-contracts/core';
import { missingCouponItem } from '../coupons/store';
import { errors } from '../http/errors';
import { toOfferEntry, type OfferRow } from '../members/store';
import type { OrderCore, OrderDeps } from './core';
import type { OrderRow } from './store';

/** The round-up program of §4.12 (`PUT carts/{id}/donations` id). */
export const DONATION_PROGRAMS: Record<number, string> = { 1: 'Foundation round-up' };

/** What comes off or goes on the total: coupons, wallet rewards, the tip and the round-up. */
export function createOffers(deps: OrderDeps, core: OrderCore) {
  const { store, coupons, members } = deps;
  const { visible, mutate, price, memberRewards } = core;

  function rewardFits(row: OrderRow, offer: OfferRow): boolean {
    return (
      offer.redeemed_at !== null &&
      (offer.channel === 'catering') === (row.channel === 'catering') &&
      !memberRewards.offerUsed(offer.id)
    );
  }

  /**
   * An open order can carry a reward that another order has used since (two open boxes, one
   * placed): it comes off this order, and the caller refuses to go on with `rewardTakenOff`
   * once that is committed, so that the customer sees the new total before paying it.
   */
  function takeOffSpentRewards(row: OrderRow): boolean {
    const spent = memberRewards.spentOn(row);
    if (spent) memberRewards.takeOff(row, spent);
    return spent !== undefined;
  }

  const methods = {
    /** §4.4, §8: the coupon messages, verbatim. */
    applyCoupon(id: string, caller: number | undefined, raw: string) {
      return mutate(id, caller, (row) => {
        const code = raw.trim().toUpperCase();
        if (!code) throw errors.couponEmpty();
        const coupon = coupons.find(code);
        // Someone else's wallet code is refused as an unknown one: it does not say it exists.
        if (!coupon || !memberRewards.mayUse(row.member_id, code)) throw errors.couponInvalid();
        if (!coupons.isLive(coupon)) throw errors.couponExpired(code);
        if (coupon.channel !== null && coupon.channel !== row.channel) throw errors.couponInvalid();
        const holder = coupons.holder(code);
        if (coupon.single_use && holder !== undefined && holder !== row.id) {
          throw errors.couponInUse();
        }
        if (coupon.kind === 'item' && missingCouponItem(coupon, store.lines(row.id))) {
          throw errors.couponItemMissing(coupons.itemName(coupon));
        }
        const { subtotal } = price(row);
        if (subtotal < coupon.minimum_cents) throw errors.couponMinimum(coupon.minimum_cents);
        coupons.release(row.id);
        if (coupon.single_use) coupons.lock(code, row.id);
        store.update(row.id, { coupon_code: code });
      });
    },

    removeCoupon(id: string, caller?: number) {
      return mutate(id, caller, (row) => {
        coupons.release(row.id);
        store.update(row.id, { coupon_code: null });
      });
    },

    setTip(id: string, caller: number | undefined, cents: number) {
      return mutate(id, caller, (row) => store.update(row.id, { tip_cents: cents }));
    },

    setDonation(id: string, caller: number | undefined, donationId: number, cents: number) {
      return mutate(id, caller, (row) => {
        if (!(donationId in DONATION_PROGRAMS)) throw errors.donationInvalid();
        if (cents < 0 || cents > 10_000) throw errors.donationInvalid();
        store.update(row.id, {
          donation_id: cents === 0 ? null : donationId,
          donation_cents: cents,
        });
      });
    },

    rewards(id: string, memberId: number, references: string[]): RewardEntry[] {
      const row = visible(id, memberId);
      return members
        .offers(memberId)
        .filter((offer) => rewardFits(row, offer))
        .map(toOfferEntry)
        .filter(
          (entry) =>
            references.length === 0 || entry.references.some((ref) => references.includes(ref)),
        );
    },

    applyRewards(id: string, memberId: number, references: string[]) {
      return mutate(id, memberId, (row) => {
        const named = members
          .offers(memberId)
          .filter((offer) =>
            (JSON.parse(offer.refs) as string[]).some((ref) => references.includes(ref)),
          );
        const fitting = named.filter((offer) => rewardFits(row, offer));
        if (fitting.length === 0) {
          const used = named.some((offer) => memberRewards.offerUsed(offer.id));
          throw used ? errors.rewardUsed() : errors.rewardUnavailable();
        }
        for (const offer of fitting) store.addReward(row.id, offer.id);
      });
    },

    removeReward(id: string, memberId: number, rewardId: number) {
      return mutate(id, memberId, (row) => {
        if (!store.removeReward(row.id, rewardId)) throw errors.rewardUnavailable();
      });
    },
  };
  return { methods, takeOffSpentRewards };
}
