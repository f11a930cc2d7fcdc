import type { DeliveryAddress } from '@qsr/shared-contracts';
import type { Ctx } from '../context';
import type { Channel, HandoffMode } from '../time/lead';

export type OrderState = 'open' | 'submitted' | 'cancelled' | 'abandoned';

export interface OrderRow {
  id: string;
  menu_id: number;
  location_id: number;
  channel: Channel;
  member_id: number | null;
  state: OrderState;
  handoff: HandoffMode;
  address: string | null;
  time_mode: 'asap' | 'scheduled';
  time_wanted: number | null;
  coupon_code: string | null;
  tip_cents: number;
  donation_id: number | null;
  donation_cents: number;
  custom_fields: string;
  contact: string | null;
  payments: string | null;
  totals: string | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  /** When the kitchen starts the order (it stays received until then). */
  ready_base: number | null;
  arrived_at: number | null;
  /** What a curbside customer said on arriving (JSON: `{ spot, vehicle }`). */
  arrival: string | null;
  cancelled_at: number | null;
  /** A placed order's short number, counted per restaurant. */
  number: number | null;
  /** A placed order's promised time: ready (pickup, curbside) or delivered. */
  promised_at: number | null;
  /** The earliest time the last validate answered, which a submit soon after promises. */
  time_quote: number | null;
}

export interface LineRow {
  id: number;
  order_id: string;
  product_id: number;
  quantity: number;
  instructions: string | null;
  isupsell: number;
  position: number;
  sku: string;
  name: string;
  cost_cents: number;
  available: number;
  daypart: string | null;
  /** A group order's guest whose line it is; null for the host's own. */
  guest_id: number | null;
  guest_name: string | null;
  daypart_from: string | null;
  daypart_until: string | null;
}

export interface LineChoiceRow {
  line_id: number;
  choice_id: number;
  quantity: number;
  name: string;
  cost_cents: number;
  option_id: number;
  option_name: string;
  option_position: number;
  choice_position: number;
}

export interface NewLine {
  productId: number;
  quantity: number;
  instructions?: string | null;
  isupsell?: boolean;
  choices: Array<{ id: number; quantity: number }>;
  /** A group order's guest who adds it (`group_guests.id`). */
  guestId?: number;
}

/** The first short number a restaurant gives a placed order. */
export const FIRST_NUMBER = 1001;

export type OrderPatch = Partial<Omit<OrderRow, 'id' | 'created_at'>>;

export const parseAddress = (row: Pick<OrderRow, 'address'>): DeliveryAddress | null =>
  row.address ? (JSON.parse(row.address) as DeliveryAddress) : null;

/**
 * A member's latest placed orders: read in order from `orders_member_placed` (a partial index
 * with this very condition), however long the member's history.
 */
export const PLACED_BY = `SELECT * FROM orders WHERE member_id = ? AND state IN ('submitted', 'cancelled')
  AND submitted_at IS NOT NULL ORDER BY submitted_at DESC LIMIT ?`;

/** An order's lines and their choices: read, added, changed, taken out. */
function lineRows(db: Ctx['db']) {
  const linesOf = db.prepare<[string], LineRow>(
    `SELECT l.id, l.order_id, l.product_id, l.quantity, l.instructions, l.isupsell, l.position,
       p.sku, p.name, p.cost_cents, p.available, p.daypart, d.from_time AS daypart_from,
       d.until_time AS daypart_until, l.guest_id, g.name AS guest_name
     FROM order_lines l JOIN products p ON p.id = l.product_id
     LEFT JOIN dayparts d ON d.name = p.daypart
     LEFT JOIN group_guests g ON g.id = l.guest_id
     WHERE l.order_id = ? ORDER BY l.position, l.id`,
  );
  const choicesOf = db.prepare<[string], LineChoiceRow>(
    `SELECT lc.line_id, lc.choice_id, lc.quantity, c.name, c.cost_cents, o.id AS option_id,
       o.name AS option_name, o.position AS option_position, c.position AS choice_position
     FROM order_line_choices lc
     JOIN order_lines l ON l.id = lc.line_id
     JOIN option_choices c ON c.id = lc.choice_id
     JOIN product_options o ON o.id = c.option_id
     WHERE l.order_id = ? ORDER BY lc.line_id, lc.position`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, product_id, quantity, instructions, isupsell, guest_id, position)
     VALUES (?, ?, ?, ?, ?, ?, (SELECT IFNULL(MAX(position), 0) + 1 FROM order_lines WHERE order_id = ?))`,
  );
  const insertChoice = db.prepare(
    'INSERT INTO order_line_choices (line_id, choice_id, quantity, position) VALUES (?, ?, ?, ?)',
  );

  return {
    lines: (orderId: string) => linesOf.all(orderId),
    choices: (orderId: string) => choicesOf.all(orderId),

    addLine(orderId: string, line: NewLine): number {
      const info = insertLine.run(
        orderId,
        line.productId,
        line.quantity,
        line.instructions ?? null,
        line.isupsell ? 1 : 0,
        line.guestId ?? null,
        orderId,
      );
      const lineId = Number(info.lastInsertRowid);
      line.choices.forEach((choice, i) =>
        insertChoice.run(lineId, choice.id, choice.quantity, i + 1),
      );
      return lineId;
    },

    updateLine(
      lineId: number,
      change: { quantity: number; choices: NewLine['choices']; instructions?: string | null },
    ): void {
      if (change.instructions === undefined) {
        db.prepare('UPDATE order_lines SET quantity = ? WHERE id = ?').run(change.quantity, lineId);
      } else {
        db.prepare('UPDATE order_lines SET quantity = ?, instructions = ? WHERE id = ?').run(
          change.quantity,
          change.instructions,
          lineId,
        );
      }
      db.prepare('DELETE FROM order_line_choices WHERE line_id = ?').run(lineId);
      change.choices.forEach((choice, i) =>
        insertChoice.run(lineId, choice.id, choice.quantity, i + 1),
      );
    },

    deleteLine(lineId: number): void {
      db.prepare('DELETE FROM order_lines WHERE id = ?').run(lineId);
    },
  };
}

/** The wallet rewards applied to an order. */
function rewardRows(db: Ctx['db']) {
  return {
    rewardIds(orderId: string): number[] {
      return db
        .prepare<[string], { offer_id: number }>(
          'SELECT offer_id FROM order_rewards WHERE order_id = ? ORDER BY offer_id',
        )
        .all(orderId)
        .map((row) => row.offer_id);
    },

    addReward(orderId: string, offerId: number): void {
      db.prepare('INSERT OR IGNORE INTO order_rewards (order_id, offer_id) VALUES (?, ?)').run(
        orderId,
        offerId,
      );
    },

    removeReward(orderId: string, offerId: number): boolean {
      return (
        db
          .prepare('DELETE FROM order_rewards WHERE order_id = ? AND offer_id = ?')
          .run(orderId, offerId).changes > 0
      );
    },
  };
}

/** Rows of orders, lines and line choices. Callers run writes inside a transaction. */
export function createOrderStore(ctx: Ctx) {
  const { db } = ctx;
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  return {
    get: (id: string) => byId.get(id),
    ...lineRows(db),
    ...rewardRows(db),

    insert(
      order: Pick<OrderRow, 'id' | 'menu_id' | 'location_id' | 'channel' | 'member_id'>,
    ): void {
      const now = ctx.now();
      db.prepare(
        `INSERT INTO orders (id, menu_id, location_id, channel, member_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(order.id, order.menu_id, order.location_id, order.channel, order.member_id, now, now);
    },

    update(id: string, patch: OrderPatch): void {
      const entries = Object.entries({ ...patch, updated_at: ctx.now() });
      const sets = entries.map(([key]) => `${key} = @${key}`).join(', ');
      db.prepare(`UPDATE orders SET ${sets} WHERE id = @id`).run({
        ...Object.fromEntries(entries),
        id,
      });
    },

    event(orderId: string, kind: string, body: unknown): void {
      db.prepare('INSERT INTO order_events (order_id, kind, body, at) VALUES (?, ?, ?, ?)').run(
        orderId,
        kind,
        JSON.stringify(body ?? null),
        ctx.now(),
      );
    },

    /** The next short number at a restaurant: 1001, 1002 … */
    nextNumber(locationId: number): number {
      const row = db
        .prepare<[number], { last: number | null }>(
          'SELECT MAX(number) AS last FROM orders WHERE location_id = ?',
        )
        .get(locationId);
      return (row?.last ?? FIRST_NUMBER - 1) + 1;
    },

    /** The member's placed orders, newest first. */
    placedBy(memberId: number, limit = 10): OrderRow[] {
      return db.prepare<[number, number], OrderRow>(PLACED_BY).all(memberId, limit);
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
