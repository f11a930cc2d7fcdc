import { NEW_CODE_WAIT_SECONDS, NEW_CODES_PER_VERIFICATION } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { CODE_TTL_MS } from './store';

/** Whether a new verification code may be sent now, and if not, how long until it may. */
export type NewCodeAsk =
  { allowed: true } | { allowed: false; why: 'too-soon' | 'limit'; waitMs: number };

const WAIT_MS = NEW_CODE_WAIT_SECONDS * 1000;

/**
 * The asks for a new verification code, by e-mail address (`new_code_asks`). Every address is
 * counted alike, whether or not it has a sign-up waiting, so that a refusal tells nobody who
 * signed up. A verification lasts as long as its latest code: once that has expired, or a new
 * sign-up starts one, the asks start afresh.
 */
export function createNewCodeAsks(ctx: Ctx) {
  const { db } = ctx;
  const read = db.prepare<[string], { asks: number; last_at: number }>(
    'SELECT asks, last_at FROM new_code_asks WHERE email = ?',
  );
  const count = db.prepare(
    `INSERT INTO new_code_asks (email, asks, last_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET asks = excluded.asks, last_at = excluded.last_at`,
  );
  const forget = db.prepare('DELETE FROM new_code_asks WHERE email = ?');

  return {
    /** Counts an ask for `email` when it is allowed. */
    ask(email: string): NewCodeAsk {
      const now = ctx.now();
      const row = read.get(email.trim());
      const since = row ? now - row.last_at : Infinity;
      const asks = since < CODE_TTL_MS.verify ? (row?.asks ?? 0) : 0;
      if (asks >= NEW_CODES_PER_VERIFICATION) {
        return { allowed: false, why: 'limit', waitMs: CODE_TTL_MS.verify - since };
      }
      if (since < WAIT_MS) return { allowed: false, why: 'too-soon', waitMs: WAIT_MS - since };
      count.run(email.trim(), asks + 1, now);
      return { allowed: true };
    },

    /** A sign-up with `email` starts a verification of its own. */
    restart(email: string): void {
      forget.run(email.trim());
    },
  };
}

export type NewCodeAsks = ReturnType<typeof createNewCodeAsks>;
