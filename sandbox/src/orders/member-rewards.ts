import type { Ctx } from '../context';
import type { CouponStore } from '../coupons/store';
import type { OrderRow, OrderStore } from './store';

/** What an open order carries that it can no longer use, since another order used it up. */
export interface SpentRewards {
  /** The order's wallet code, which its member no longer holds unused. */
  walletCode: string | null;
  /** Redeemed offers that a placed order has used. */
  offerIds: number[];
}

/**
 * The member's own rewards on orders, as a loyalty platform holds them: a wallet code (§3 cred)
 * is good only for the member who holds it, while its status is 'incomplete' and it has not
 * expired (§5), and for anyone else it is just an unknown code; a wallet code and a redeemed
 * offer are each used by one placed order. Public promo codes are not wallet codes.
 */
export function createMemberRewards(ctx: Ctx, deps: { store: OrderStore; coupons: CouponStore }) {
  const { db } = ctx;
  const { store, coupons } = deps;
  const inAnyWallet = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM wallet_rewards WHERE cred = ? LIMIT 1',
  );
  const heldReward = db.prepare<[number, string, string], { id: number }>(
    `SELECT id FROM wallet_rewards
     WHERE member_id = ? AND cred = ? AND status = 'incomplete'
       AND (expires IS NULL OR substr(expires, 1, 10) >= ?)
     ORDER BY position LIMIT 1`,
  );
  const placedWith = db.prepare<[number], { one: number }>(
    `SELECT 1 AS one FROM order_rewards r JOIN orders o ON o.id = r.order_id
     WHERE r.offer_id = ? AND o.submitted_at IS NOT NULL LIMIT 1`,
  );

  const walletLabel = db.prepare<[number, string], { label: string }>(
    'SELECT label FROM wallet_rewards WHERE member_id = ? AND cred = ? ORDER BY position LIMIT 1',
  );

  const completeReward = db.prepare<[number]>(
    "UPDATE wallet_rewards SET status = 'complete' WHERE id = ?",
  );

  const today = () => new Date(ctx.now()).toISOString().slice(0, 10);
  const isWalletCode = (code: string) => inAnyWallet.get(code) !== undefined;
  const heldBy = (memberId: number | null, code: string) =>
    memberId === null ? undefined : heldReward.get(memberId, code, today());

  /** False for a wallet code the member (or a guest: null) does not hold unused. */
  const mayUse = (memberId: number | null, code: string): boolean =>
    !isWalletCode(code) || heldBy(memberId, code) !== undefined;

  /** A placed order has used this redeemed offer. */
  const offerUsed = (offerId: number): boolean => placedWith.get(offerId) !== undefined;

  return {
    mayUse,
    offerUsed,

    /**
     * The name (label) of the member's wallet reward whose code this is, whatever its status:
     * an order placed with it still names it. Undefined for a guest and for a public code.
     */
    rewardLabel(memberId: number | null, code: string): string | undefined {
      return memberId === null ? undefined : walletLabel.get(memberId, code)?.label;
    },

    /** What this open order carries that is used up, if anything. */
    spentOn(row: OrderRow): SpentRewards | undefined {
      const code = row.coupon_code;
      const walletCode = code && !mayUse(row.member_id, code) ? code : null;
      const offerIds = store.rewardIds(row.id).filter(offerUsed);
      return walletCode || offerIds.length > 0 ? { walletCode, offerIds } : undefined;
    },

    /** Takes what is used up off the open order, so that it can be placed without it. */
    takeOff(row: OrderRow, spent: SpentRewards): void {
      if (spent.walletCode) {
        coupons.release(row.id);
        store.update(row.id, { coupon_code: null });
      }
      for (const offerId of spent.offerIds) store.removeReward(row.id, offerId);
    },

    /**
     * The order is being placed: its wallet reward becomes 'complete' (it leaves the wallet,
     * §5). Its offers are used from now on without more ado: the placed order carries them.
     */
    consume(row: OrderRow): void {
      const held = row.coupon_code ? heldBy(row.member_id, row.coupon_code) : undefined;
      if (held) completeReward.run(held.id);
    },
  };
}

export type MemberRewards = ReturnType<typeof createMemberRewards>;
