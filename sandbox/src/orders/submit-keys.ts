import type { Ctx } from '../context';

/**
 * A claim on a key that was never finished (its process died between the claim and the
 * answer) is abandoned after this long: the key may be claimed again.
 */
export const ABANDONED_CLAIM_MS = 60_000;

export interface SubmitKeyRow {
  key: string;
  order_id: string;
  state: 'pending' | 'done';
  /** The HTTP status of the first answer, and its JSON body. */
  status: number | null;
  body: string | null;
  created_at: number;
  finished_at: number | null;
}

/**
 * Idempotency keys of `orders/{id}/submit`: a key is claimed (pending) before the
 * card is charged and keeps the first answer once there is one, so a retry with the same key
 * gets that answer instead of a second charge. Callers run these inside a transaction.
 */
export function createSubmitKeys(ctx: Ctx) {
  const { db } = ctx;
  const live = (row: SubmitKeyRow | undefined) =>
    row !== undefined && (row.state === 'done' || ctx.now() - row.created_at < ABANDONED_CLAIM_MS);

  return {
    /** The key's row, unless it is an abandoned claim. */
    get(key: string): SubmitKeyRow | undefined {
      const row = db
        .prepare<[string], SubmitKeyRow>('SELECT * FROM submit_keys WHERE key = ?')
        .get(key);
      return live(row) ? row : undefined;
    },

    /** Whether another key's claim on the order is still being worked on. */
    placing(orderId: string, except?: string): boolean {
      return db
        .prepare<[string], SubmitKeyRow>(
          "SELECT * FROM submit_keys WHERE order_id = ? AND state = 'pending'",
        )
        .all(orderId)
        .some((row) => row.key !== except && live(row));
    },

    claim(key: string, orderId: string): void {
      db.prepare(
        `INSERT OR REPLACE INTO submit_keys (key, order_id, state, created_at)
         VALUES (?, ?, 'pending', ?)`,
      ).run(key, orderId, ctx.now());
    },

    finish(key: string, status: number, body: unknown): void {
      db.prepare(
        "UPDATE submit_keys SET state = 'done', status = ?, body = ?, finished_at = ? WHERE key = ?",
      ).run(status, JSON.stringify(body), ctx.now(), key);
    },

    /** Lets a claim go without an answer (the submit failed in the sandbox itself). */
    release(key: string): void {
      db.prepare("DELETE FROM submit_keys WHERE key = ? AND state = 'pending'").run(key);
    },
  };
}

export type SubmitKeys = ReturnType<typeof createSubmitKeys>;
