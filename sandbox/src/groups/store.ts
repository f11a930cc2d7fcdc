import type { Ctx } from '../context';

export interface GroupRow {
  token: string;
  order_id: string;
  host_name: string;
  cutoff_at: number;
  guest_limit: number | null;
  spending_limit_cents: number | null;
  state: 'open' | 'cancelled';
  /** Moves with every change of the group or a guest's part. */
  version: number;
  created_at: number;
}

export interface GuestRow {
  id: number;
  group_token: string;
  secret: string;
  name: string;
  done: number;
  joined_at: number;
}

export type NewGroup = Omit<GroupRow, 'state' | 'version' | 'created_at'>;

/** The group orders' rows: a group by its link's token or its box, its guests. */
export function createGroupStore(ctx: Ctx) {
  const { db } = ctx;
  const byToken = db.prepare<[string], GroupRow>('SELECT * FROM order_groups WHERE token = ?');
  const byOrder = db.prepare<[string], GroupRow>('SELECT * FROM order_groups WHERE order_id = ?');
  const guestsOf = db.prepare<[string], GuestRow>(
    'SELECT * FROM group_guests WHERE group_token = ? ORDER BY id',
  );
  const guestBySecret = db.prepare<[string, string], GuestRow>(
    'SELECT * FROM group_guests WHERE group_token = ? AND secret = ?',
  );
  return {
    byToken: (token: string) => byToken.get(token),
    byOrder: (orderId: string) => byOrder.get(orderId),
    guests: (token: string) => guestsOf.all(token),
    guest: (token: string, secret: string) => guestBySecret.get(token, secret),

    insert(group: NewGroup): void {
      db.prepare(
        `INSERT INTO order_groups (token, order_id, host_name, cutoff_at, guest_limit,
           spending_limit_cents, created_at)
         VALUES (@token, @order_id, @host_name, @cutoff_at, @guest_limit, @spending_limit_cents, @now)`,
      ).run({ ...group, now: ctx.now() });
    },

    update(
      token: string,
      patch: Partial<Omit<GroupRow, 'token' | 'order_id' | 'version' | 'created_at'>>,
    ) {
      const entries = Object.entries(patch);
      if (entries.length === 0) return;
      const sets = entries.map(([key]) => `${key} = @${key}`).join(', ');
      db.prepare(`UPDATE order_groups SET ${sets} WHERE token = @token`).run({
        ...patch,
        token,
      });
    },

    addGuest(token: string, secret: string, name: string): number {
      const info = db
        .prepare(
          'INSERT INTO group_guests (group_token, secret, name, joined_at) VALUES (?, ?, ?, ?)',
        )
        .run(token, secret, name, ctx.now());
      return Number(info.lastInsertRowid);
    },

    bump(token: string): void {
      db.prepare('UPDATE order_groups SET version = version + 1 WHERE token = ?').run(token);
    },

    setDone(guestId: number, done: boolean): void {
      db.prepare('UPDATE group_guests SET done = ? WHERE id = ?').run(done ? 1 : 0, guestId);
    },
  };
}

export type GroupStore = ReturnType<typeof createGroupStore>;
