import type { Ctx } from '../context';

export interface CouponRow {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  /** Percent, or cents. */
  value: number;
  minimum_cents: number;
  channel: 'default' | 'catering' | null;
  single_use: number;
  expires_at: number | null;
}

/** Promo codes and the locks single-use codes hold on the order they are applied to. */
export function createCouponStore(ctx: Ctx) {
  const { db } = ctx;
  const byCode = db.prepare<[string], CouponRow>('SELECT * FROM coupons WHERE code = ?');
  const holderOf = db.prepare<[string], { order_id: string }>(
    'SELECT order_id FROM coupon_locks WHERE code = ?',
  );

  return {
    find(code: string): CouponRow | undefined {
      return byCode.get(code);
    },
    isLive(coupon: CouponRow): boolean {
      return coupon.expires_at === null || coupon.expires_at > ctx.now();
    },
    /** The order holding a single-use code, if any. */
    holder(code: string): string | undefined {
      return holderOf.get(code)?.order_id;
    },
    lock(code: string, orderId: string): void {
      db.prepare(
        'INSERT OR REPLACE INTO coupon_locks (code, order_id, locked_at) VALUES (?, ?, ?)',
      ).run(code, orderId, ctx.now());
    },
    /** Lets go of the codes an order holds (removed coupon, abandoned or cancelled order). */
    release(orderId: string): void {
      db.prepare('DELETE FROM coupon_locks WHERE order_id = ?').run(orderId);
    },
  };
}

export type CouponStore = ReturnType<typeof createCouponStore>;

/** Cents of discount a coupon gives on a subtotal (never more than the subtotal). */
export function couponDiscount(coupon: Pick<CouponRow, 'kind' | 'value'>, subtotalCents: number) {
  const raw =
    coupon.kind === 'percent' ? Math.round((subtotalCents * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, subtotalCents));
}
