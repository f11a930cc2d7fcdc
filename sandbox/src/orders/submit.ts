import type { OrderStatus } from '@qsr/shared-contracts';
import type { Ctx } from '../context';
import { ApiError, errors } from '../http/errors';
import { translateAnswer, type AnswerLanguage } from '../i18n/answer-language';
import { EMAIL } from '../members/email-rule';
import { confirmationMail } from './confirmation-mail';
import { isDelivery } from '../time/lead';
import type { OrderCore, OrderDeps, Snapshot } from './core';
import type { Charge, SubmitPaymentRequest } from './payment';
import type { Priced } from './pricing';
import { kitchenStart, promisedTime } from './promise';
import { parseAddress, type OrderRow } from './store';

export interface SubmitRequest {
  usertype: 'user' | 'guest';
  user?: { first_name: string; last_name: string; email: string; phone: string };
  payments: SubmitPaymentRequest[];
  /** The language the order is placed in: its e-mail's (English without one). */
  answer?: AnswerLanguage;
}

type Contact = NonNullable<SubmitRequest['user']>;

interface Needs {
  check(row: OrderRow): Priced;
  takeOffSpentRewards(row: OrderRow): boolean;
  charge(
    row: OrderRow,
    caller: number | undefined,
    payments: readonly SubmitPaymentRequest[],
    key: string | undefined,
  ): Charge;
}

/** A submit refused after a change it must keep (a card's token used, a spent reward off). */
const SUBMIT_FAILURES = {
  decline: errors.cardDeclined,
  invalid: errors.cardInvalid,
  reward: errors.rewardTakenOff,
};

/** How often, and how long, a retry waits for the answer of the same key's submit in progress. */
const KEY_WAIT_STEP_MS = 25;
const KEY_WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone as 10 digits (a leading 1 or +1 stripped, §3), or undefined. */
export function normalisePhone(raw: string): string | undefined {
  const digits = raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

/** A guest's contact, trimmed, with the phone as 10 digits; a missing part is refused. */
function guestContact(user: SubmitRequest['user']): Contact {
  const phone = user ? normalisePhone(user.phone) : undefined;
  if (
    !user ||
    !user.first_name.trim() ||
    !user.last_name.trim() ||
    !EMAIL.test(user.email.trim()) ||
    !phone
  ) {
    throw errors.contactNeeded();
  }
  return {
    first_name: user.first_name.trim(),
    last_name: user.last_name.trim(),
    email: user.email.trim(),
    phone,
  };
}

/** The first answer kept under an idempotency key, given again. */
function replay(status: number, body: string | null): OrderStatus {
  const parsed = body === null ? null : (JSON.parse(body) as unknown);
  if (status === 200) return parsed as OrderStatus;
  const error = parsed as { message?: string; code?: number } | null;
  throw new ApiError(status, error?.message ?? 'Internal error', error?.code ?? status);
}

/** The payments cover the order's total to the cent, or the submit is refused. */
function checkPaidInFull(payments: readonly SubmitPaymentRequest[], total: number): void {
  if (payments.length === 0) throw errors.paymentMismatch(total);
  const paid = payments.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
  if (paid !== total) throw errors.paymentMismatch(total);
}

/**
 * After placing: a member's points and delivery address; everyone's confirmation e-mail, with
 * the receipt the pages show, in the language the order was placed in.
 */
function createAfterPlacing(deps: OrderDeps, core: OrderCore) {
  const { members, mailbox } = deps;
  const { restaurant, serialize } = core;
  return function afterPlacing(
    row: OrderRow,
    memberId: number | null,
    priced: Priced,
    answer: AnswerLanguage | undefined,
    email?: string,
  ) {
    const member = memberId === null ? undefined : members.byId(memberId);
    if (member) {
      members.addPoints(member.id, Math.floor((priced.subtotal - priced.discount) / 100), row);
      const address = parseAddress(row);
      if (isDelivery(row.handoff) && address) {
        members.rememberAddress(member.id, {
          address: address.address,
          building: address.building,
          city: address.city,
          state: address.state ?? '',
          zip: address.zip,
          lat: address.lat,
          lng: address.lng,
        });
      }
    }
    const to = email ?? member?.email;
    if (to) {
      const order = serialize(row, memberId ?? undefined);
      const named = answer ? (translateAnswer(order, answer.say) as typeof order) : order;
      const mail = confirmationMail(named, restaurant(row).location, answer?.language ?? 'en');
      mailbox.send({ to, kind: 'order_confirmation', ...mail });
    }
  };
}

/** §4.1 step 6: placing the order, once, and what follows (points, address, e-mail). */
export function createSubmit(ctx: Ctx, deps: OrderDeps, core: OrderCore, needs: Needs) {
  const { store } = deps;
  const { tx, visible, changeable, restaurant, statusAnswer, memberRewards, keys } = core;
  const { check, takeOffSpentRewards, charge } = needs;

  const afterPlacing = createAfterPlacing(deps, core);

  /**
   * A declined card is remembered on its token and answered with [230]. With an idempotency
   * key (`submitOnce`), the answer is kept under the key in the same transaction.
   */
  function submit(
    id: string,
    caller: number | undefined,
    request: SubmitRequest,
    key?: string,
  ): OrderStatus {
    const outcome = tx((): { ok: OrderStatus } | { fail: 'decline' | 'invalid' | 'reward' } => {
      const existing = visible(id, caller);
      if (existing.state === 'submitted') throw errors.orderPlaced();
      if (request.usertype === 'user' && caller === undefined) throw errors.signInRequired();
      const contact = request.usertype === 'guest' ? guestContact(request.user) : undefined;
      const row = changeable(id, caller);
      if (takeOffSpentRewards(row)) return { fail: 'reward' };
      const priced = check(row);
      const { location } = restaurant(row);
      const promised = promisedTime(row, location, ctx.now());
      if (promised === undefined) throw errors.timeUnavailable();
      checkPaidInFull(request.payments, priced.total);
      const charged = charge(row, caller, request.payments, key);
      if ('fail' in charged) return charged;

      const now = ctx.now();
      const snapshot: Snapshot = { priced: { ...priced, lineTotals: [...priced.lineTotals] } };
      const memberId = request.usertype === 'user' ? (caller as number) : row.member_id;
      store.update(row.id, {
        state: 'submitted',
        member_id: memberId,
        contact: contact ? JSON.stringify(contact) : null,
        payments: JSON.stringify(charged.used),
        totals: JSON.stringify(snapshot),
        submitted_at: now,
        number: store.nextNumber(row.location_id),
        promised_at: promised,
        ready_base: kitchenStart(row, location, now, promised),
      });
      store.event(row.id, 'submitted', { total: priced.total });
      memberRewards.consume(row);
      const placed = store.get(row.id) as OrderRow;
      afterPlacing(placed, memberId, priced, request.answer, contact?.email);
      const answer = statusAnswer(placed);
      if (key) keys.finish(key, 200, answer);
      return { ok: answer };
    });
    if ('fail' in outcome) throw SUBMIT_FAILURES[outcome.fail]();
    return outcome.ok;
  }

  /**
   * `orders/{id}/submit` with an `Idempotency-Key`: the first request with a key claims it,
   * waits for the card network and places the order; a retry with the same key gets the first
   * answer, never a second charge, and one that arrives while the first is in progress waits
   * for it. While one key is being worked on, another key for the same order is told the order
   * is being placed; once placed, the order refuses any other key as already placed (`[221]`).
   */
  async function submitOnce(
    id: string,
    caller: number | undefined,
    request: SubmitRequest,
    key: string,
  ): Promise<OrderStatus> {
    const deadline = ctx.now() + KEY_WAIT_MS;
    for (;;) {
      const seen = tx(() => {
        const row = visible(id, caller);
        const known = keys.get(key);
        if (known && known.order_id !== row.id) throw errors.idempotencyKeyReused();
        if (known) return known;
        if (keys.placing(row.id, key)) throw errors.orderBeingPlaced();
        keys.claim(key, row.id);
        return null;
      });
      if (seen === null) break;
      if (seen.state === 'done') return replay(seen.status ?? 500, seen.body);
      if (ctx.now() >= deadline) throw errors.orderBeingPlaced();
      await sleep(KEY_WAIT_STEP_MS);
    }
    try {
      await ctx.options.cardNetwork();
      return submit(id, caller, request, key);
    } catch (error) {
      // A refusal is the key's answer too; a failure of the sandbox itself lets the key go.
      if (error instanceof ApiError && error.status < 500) {
        if (keys.get(key)?.state === 'pending')
          tx(() => keys.finish(key, error.status, error.body));
      } else {
        tx(() => keys.release(key));
      }
      throw error;
    }
  }

  return { submit, submitOnce };
}
