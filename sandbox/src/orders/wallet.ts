import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { checkCard, type CardCheck } from './cards';

/**
 * The sandbox's simulated wallet: the processor behind the wallet the BFF offers the browser
 * where the sandbox is the ordering API (`SANDBOX_WALLET` in bff/src/config.ts), so that wallet
 * pay is tested end to end without a real wallet. A simulated wallet's token: `sbw_<the test card it holds>_<a one-time nonce>`. The card goes
 * through the same test processor as a typed card (`cards.ts`), so a declined test card in a
 * wallet is declined too. A real wallet's token is opaque; this one names its card so a test can
 * choose the outcome.
 */
const WALLET_TOKEN = /^sbw_(\d{12,19})_([A-Za-z0-9]{8,64})$/;

/** What the processor says of a wallet's token; `invalid` for anything that is not one. */
export function checkWalletToken(token: string | undefined, now: number): CardCheck {
  const match = token ? WALLET_TOKEN.exec(token) : null;
  if (!match) return { outcome: 'invalid', cardType: 'Card', last4: '', expiry: null };
  return checkCard({ number: match[1] }, now);
}

/** A simulated wallet's token for a test card (tests and the smoke run pay with it). */
export function sandboxWalletToken(card: string, nonce: string): string {
  return `sbw_${card}_${nonce}`;
}

/**
 * Charging a wallet's token for an order, inside the submit's transaction: a token pays once
 * (kept with its outcome, so a replay on any order is refused, `[233]`); a declined or invalid
 * one is the processor's refusal.
 */
export function createWalletCharge(ctx: Ctx) {
  const { db } = ctx;
  const seen = db.prepare<[string], { token: string }>(
    'SELECT token FROM payment_tokens WHERE token = ?',
  );
  const keep = db.prepare(
    `INSERT INTO payment_tokens (token, order_id, card_type, last4, outcome, used_at, created_at,
       expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return function chargeWallet(
    orderId: string,
    payment: { amount: number; token?: string },
  ):
    | { used: Record<string, unknown> }
    | { refused: CardCheck & { outcome: 'decline' | 'invalid' } } {
    const { token, amount } = payment;
    if (token && seen.get(token)) throw errors.paymentTokenInvalid();
    const wallet = checkWalletToken(token, ctx.now());
    if (wallet.outcome !== 'invalid') {
      const now = ctx.now();
      keep.run(token, orderId, wallet.cardType, wallet.last4, wallet.outcome, now, now, now);
    }
    if (wallet.outcome !== 'approve') return { refused: { ...wallet, outcome: wallet.outcome } };
    return { used: { type: 'wallet', amount, card_type: wallet.cardType, last4: wallet.last4 } };
  };
}
