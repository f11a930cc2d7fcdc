import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { checkCard, type CardInput } from './cards';
import { createWalletCharge } from './wallet';
import type { OrderCore, OrderDeps } from './core';
import type { OrderRow } from './store';

/** Card tokens of `orders/{id}/token` live 15 minutes. */
const TOKEN_TTL_MS = 15 * 60_000;

export interface SubmitPaymentRequest {
  type: string;
  amount: number;
  account_id?: number;
  token?: string;
  card?: CardInput;
}

interface TokenRow {
  token: string;
  card_type: string | null;
  last4: string | null;
  outcome: string | null;
}

/** What a charge used, or the card's refusal (kept on its token, and as the key's answer). */
export type Charge = { used: Array<Record<string, unknown>> } | { fail: 'decline' | 'invalid' };

/** Paying for the order: a one-time token per new card, a saved card, the card's answer. */
export function createPayment(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const { store, members } = deps;
  const { db } = ctx;
  const { tx, changeable, keys } = core;

  const liveToken = db.prepare<[string, string, number], TokenRow>(
    `SELECT token, card_type, last4, outcome FROM payment_tokens
     WHERE token = ? AND order_id = ? AND used_at IS NULL AND expires_at > ?`,
  );

  const chargeWallet = createWalletCharge(ctx);

  /** Charges each payment (a card, a saved card, a wallet's token); run inside the submit's transaction. */
  function charge(
    row: OrderRow,
    caller: number | undefined,
    payments: readonly SubmitPaymentRequest[],
    key: string | undefined,
  ): Charge {
    const used: Array<Record<string, unknown>> = [];
    /** A refusal is kept on the order's events and as the key's answer. */
    const refuse = (outcome: 'decline' | 'invalid', last4: string | null): Charge => {
      store.event(row.id, 'payment_failed', { outcome, last4 });
      const refusal = outcome === 'decline' ? errors.cardDeclined() : errors.cardInvalid();
      if (key) keys.finish(key, refusal.status, refusal.body);
      return { fail: outcome };
    };
    for (const payment of payments) {
      if (payment.type === 'wallet') {
        const paid = chargeWallet(row.id, payment);
        if ('refused' in paid) return refuse(paid.refused.outcome, paid.refused.last4 || null);
        used.push(paid.used);
        continue;
      }
      if (payment.type !== 'creditcard') throw errors.cardInvalid();
      if (payment.account_id !== undefined) {
        const saved =
          caller === undefined ? undefined : members.payment(caller, payment.account_id);
        if (!saved) throw errors.cardInvalid();
        used.push({
          type: 'creditcard',
          amount: payment.amount,
          account_id: payment.account_id,
          card_type: saved.card_type,
          last4: saved.last4,
        });
        continue;
      }
      const tokenRow = payment.token ? liveToken.get(payment.token, row.id, ctx.now()) : undefined;
      if (!tokenRow) throw errors.paymentTokenInvalid();
      const card = payment.card ? checkCard(payment.card, ctx.now()) : undefined;
      // A token with no card behind it (none given to the tokeniser nor with the submit) pays
      // for nothing: refused as card details that are not valid, never approved.
      const result = card?.outcome ?? tokenRow.outcome ?? 'invalid';
      db.prepare('UPDATE payment_tokens SET used_at = ? WHERE token = ?').run(
        ctx.now(),
        tokenRow.token,
      );
      if (result !== 'approve')
        return refuse(result as 'decline' | 'invalid', card?.last4 ?? tokenRow.last4);
      used.push({
        type: 'creditcard',
        amount: payment.amount,
        card_type: card?.cardType ?? tokenRow.card_type ?? 'Visa',
        last4: card?.last4 ?? tokenRow.last4 ?? '1111',
      });
    }
    return { used };
  }

  const methods = {
    /** A one-time token for a new card; a card in the body is checked when the order is paid. */
    paymentToken(id: string, caller: number | undefined, card: CardInput | undefined) {
      return tx(() => {
        const row = changeable(id, caller);
        const token = `tok_${randomUUID().replace(/-/g, '')}`;
        const checked = card ? checkCard(card, ctx.now()) : undefined;
        db.prepare(
          `INSERT INTO payment_tokens (token, order_id, card_type, last4, expiry, outcome, created_at,
             expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          token,
          row.id,
          checked?.cardType ?? null,
          checked?.last4 ?? null,
          checked?.expiry ?? null,
          checked?.outcome ?? null,
          ctx.now(),
          ctx.now() + TOKEN_TTL_MS,
        );
        return { token };
      });
    },
  };
  return { methods, charge };
}
