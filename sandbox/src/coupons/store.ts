import type { Ctx } from '../context';
import type { LineRow } from '../orders/store';

/** A promo code: percent or cents off (`value`), or one product free (`item`, by its `sku`). */
export type CouponRow = CouponTerms &
  (
    | { kind: 'percent' | 'amount'; /** Percent, or cents. */ value: number; sku: null }
    | { kind: 'item'; value: null; sku: string }
  );

interface CouponTerms {
  code: string;
  description: string;
  minimum_cents: number;
  channel: 'default' | 'catering' | null;
  single_use: number;
  expires_at: number | null;
}

/**
 * How long a guest's open order holds a single-use code without a change: a box left behind (a
 * closed tab, a script's throwaway order) must not keep the code from its owner for good. A
 * member's open order holds it while open (the member answers for it); a placed order for good:
 * the code is spent.
 */
export const COUPON_HOLD_MS = 30 * 60_000;

/** Promo codes and the locks single-use codes hold on the order they are applied to. */
export function createCouponStore(ctx: Ctx) {
  const { db } = ctx;
  const byCode = db.prepare<[string], CouponRow>('SELECT * FROM coupons WHERE code = ?');
  // The chain-wide name first (a template menu's), as a restaurant's menu may lack the product.
  const nameBySku = db.prepare<[string], { name: string }>(
    `SELECT p.name FROM products p JOIN menus m ON m.id = p.menu_id
     WHERE p.sku = ? ORDER BY m.template_id IS NOT NULL, p.menu_id LIMIT 1`,
  );
  const holderOf = db.prepare<
    [string],
    { order_id: string; state: string; member_id: number | null; held_at: number }
  >(
    `SELECT l.order_id, o.state, o.member_id, MAX(l.locked_at, o.updated_at) AS held_at
     FROM coupon_locks l JOIN orders o ON o.id = l.order_id WHERE l.code = ?`,
  );

  return {
    find(code: string): CouponRow | undefined {
      return byCode.get(code);
    },
    /** The name of the product a free-item code gives (its sku, should no menu sell it). */
    itemName(coupon: CouponRow & { kind: 'item' }): string {
      return nameBySku.get(coupon.sku)?.name ?? coupon.sku;
    },
    isLive(coupon: CouponRow): boolean {
      return coupon.expires_at === null || coupon.expires_at > ctx.now();
    },
    /** The order holding a single-use code, if any: placed, a member's open one, or a guest's changed lately. */
    holder(code: string): string | undefined {
      const lock = holderOf.get(code);
      if (!lock) return undefined;
      const holds =
        lock.state === 'submitted' ||
        (lock.state === 'open' &&
          (lock.member_id !== null || ctx.now() - lock.held_at < COUPON_HOLD_MS));
      return holds ? lock.order_id : undefined;
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

/** A line of the box as a coupon reads it. */
type BoxLine = Pick<LineRow, 'sku' | 'cost_cents'>;

/**
 * The sku of a free-item code's product when the box lacks it (other codes need no item).
 * Without it the code gives nothing: applying it is refused, and a box that lets it go says so.
 */
export function missingCouponItem(
  coupon: CouponRow,
  lines: readonly BoxLine[],
): string | undefined {
  if (coupon.kind !== 'item' || lines.some((line) => line.sku === coupon.sku)) return undefined;
  return coupon.sku;
}

/**
 * Cents of discount a coupon gives on a box (never more than the subtotal): a percent of the
 * subtotal, an amount, or one unit of its item at the product's own price in the box. The free
 * item is the product as the menu prices it: paid choices on it (extras) stay paid.
 */
export function couponDiscount(
  coupon: CouponRow,
  subtotalCents: number,
  lines: readonly BoxLine[],
): number {
  const raw =
    coupon.kind === 'percent'
      ? Math.round((subtotalCents * coupon.value) / 100)
      : coupon.kind === 'amount'
        ? coupon.value
        : (lines.find((line) => line.sku === coupon.sku)?.cost_cents ?? 0);
  return Math.max(0, Math.min(raw, subtotalCents));
}
