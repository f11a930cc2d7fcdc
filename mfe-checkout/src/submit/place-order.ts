import {
  ApiError,
  upstreamMessages,
  type Language,
  type Order,
  type OrderStatus,
} from '@qsr/shared-contracts';
import {
  errorCode,
  getOrderStatus,
  isSubmitPending,
  submitOrder,
  tokeniseCard,
  trackOrder,
  type OrderContact,
  type SubmitOrderRequest,
  type SubmitPayment,
} from '../checkout/checkout-calls';
import { type CardDetails } from '../payment/card';
import type { PaymentChoice } from '../checkout/draft';
import type { WalletMethod } from '../payment/wallet';
import { askWallet } from './wallet-payment';

/** Why an order was not placed; each has its own message (strings `failure_*`). */
export type FailureKind =
  | 'declined'
  | 'card'
  | 'time'
  /** Its status says it is not placed: nothing was charged. */
  | 'not_placed'
  /** The card could not be sent for payment, so the order was never submitted. */
  | 'no_connection'
  /** A reward on the box was used by another order since: taken off, the total changed. */
  | 'reward_used'
  /** The customer closed the wallet's sheet: nothing was submitted. */
  | 'wallet_cancelled'
  /** The wallet's card was declined. */
  | 'wallet_declined'
  /** The wallet gave no token the ordering API could charge. */
  | 'wallet_failed';

export type PlaceOutcome =
  | { placed: OrderStatus }
  | { failure: FailureKind }
  /** Any other refusal, with the ordering API's own message (§8). */
  | { refused: string }
  /**
   * No answer (a lost connection, a timeout): the order may have been placed. Its status is
   * asked until it is known; `resend` submits again with the same idempotency key, which is
   * safe (the ordering API answers a repeated key once), when it says the order is still open.
   */
  | { checking: true; resend: () => Promise<PlaceOutcome> };

/**
 * The ordering API's numbers for what the customer can fix (see sandbox/README.md). Items that
 * cannot be ordered for the time (224, 252) are not here: the API's words name them.
 */
const CODES: Record<number, FailureKind> = {
  229: 'time',
  230: 'declined',
  231: 'card',
  250: 'reward_used',
};
/** The same numbers for a wallet's payment: what the customer reads is about the wallet. */
const WALLET_CODES: Record<number, FailureKind> = {
  ...CODES,
  230: 'wallet_declined',
  231: 'wallet_failed',
  233: 'wallet_failed',
};
/** Failures of the payment itself: reported to the platform (§7.2 track, type ccsf). */
const PAYMENT_FAILURES = new Set<FailureKind>([
  'declined',
  'card',
  'wallet_declined',
  'wallet_failed',
]);
const ALREADY_PLACED = 221;
const NOT_PLACED_YET = 236;
const BEING_PLACED = 251;

const quiet = { mode: 'suppress' } as const;

/** No answer, or the BFF's 502/504: the request may or may not have reached the kitchen. */
const isConnectionLost = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Whether the order was placed, asked of the ordering API: placed, open, or not known yet. */
export async function placedStatus(orderId: string): Promise<OrderStatus | 'open' | 'unknown'> {
  try {
    return await getOrderStatus(orderId, quiet);
  } catch (error) {
    return errorCode(error) === NOT_PLACED_YET ? 'open' : 'unknown';
  }
}

async function paymentFor(
  order: Order,
  choice: Exclude<PaymentChoice, { kind: 'wallet' }>,
  card: CardDetails | null,
): Promise<SubmitPayment> {
  const amount = order.totals.total;
  if (choice.kind === 'saved') return { type: 'creditcard', amount, account_id: choice.accountId };
  if (!card) throw new Error('A new card needs its details');
  const { token } = await tokeniseCard(order.id, card, quiet);
  return { type: 'creditcard', amount, token };
}

/**
 * §7.2 track with type ccsf: a payment failure, without any card detail, in the platform's
 * own words (its number kept: the report is for the platform, not for the customer).
 */
function trackPaymentFailure(orderId: string, error: ApiError, kind: FailureKind) {
  trackOrder(
    orderId,
    { error: upstreamMessages(error.body)[0] ?? kind, type: 'ccsf', details: `payment ${kind}` },
    quiet,
  ).catch((failure: unknown) => console.error('Could not track the payment failure', failure));
}

/** A definitive answer that the order was not placed: the customer can act on it. */
function refusal(orderId: string, error: unknown, codes = CODES): PlaceOutcome {
  if (!(error instanceof ApiError)) return { refused: String(error) };
  const code = errorCode(error);
  const kind = code === null ? undefined : codes[code];
  if (kind && PAYMENT_FAILURES.has(kind)) trackPaymentFailure(orderId, error, kind);
  if (kind) return { failure: kind };
  return { refused: error.messages[0] ?? error.message };
}

/** Submits with the placement's key; a submission without an answer is checked, never retried blindly. */
async function submitWithKey(
  orderId: string,
  submission: SubmitOrderRequest,
  key: string,
  codes = CODES,
): Promise<PlaceOutcome> {
  const resend = () => submitWithKey(orderId, submission, key, codes);
  try {
    const answer = await submitOrder(orderId, submission, { ...quiet, idempotencyKey: key });
    // The ordering API took it and gave no answer in time (the BFF's 202): maybe placed.
    return isSubmitPending(answer) ? { checking: true, resend } : { placed: answer };
  } catch (error) {
    const code = errorCode(error);
    if (isConnectionLost(error) || code === BEING_PLACED) return { checking: true, resend };
    if (code === ALREADY_PLACED) {
      const known = await placedStatus(orderId);
      return typeof known === 'object' ? { placed: known } : { checking: true, resend };
    }
    return refusal(orderId, error, codes);
  }
}

/**
 * One round of finding out what became of a placement that got no answer: its status says
 * placed (done), open (sent again with the same key when this page still has the submission,
 * else not placed) or nothing yet (ask again later).
 */
export async function checkPlacement(
  orderId: string,
  resend: (() => Promise<PlaceOutcome>) | null,
): Promise<PlaceOutcome> {
  const known = await placedStatus(orderId);
  if (typeof known === 'object') return { placed: known };
  if (known === 'open') return resend ? resend() : { failure: 'not_placed' };
  return { checking: true, resend: resend ?? (() => checkPlacement(orderId, null)) };
}

export interface PlaceOrderRequest {
  order: Order;
  /** The page's language: the wallet's sheet reads the receipt in it. */
  language: Language;
  /** The wallet the customer chose to pay with (`payment` of kind `wallet`). */
  wallet: WalletMethod | null;
  member: boolean;
  contact: OrderContact;
  payment: PaymentChoice;
  card: CardDetails | null;
  /** The placement's idempotency key (`placement-store.ts`). */
  key: string;
}

/** What the placement submits: who places it, their contact, and the one payment. */
function submissionOf(request: PlaceOrderRequest, payment: SubmitPayment): SubmitOrderRequest {
  return {
    usertype: request.member ? 'user' : 'guest',
    user: request.contact,
    payments: [payment],
  };
}

/**
 * Pays with the wallet: its sheet shows the priced order's receipt; its token pays the priced
 * order's total, never an amount worked out here. The sheet closes on the ordering API's
 * answer: success, fail, or unknown while the order's status is not known.
 */
async function placeWithWallet(request: PlaceOrderRequest, wallet: WalletMethod) {
  const { order } = request;
  const answer = await askWallet(wallet, order, request.language);
  if ('cancelled' in answer) return { failure: 'wallet_cancelled' } as const;
  if ('failed' in answer) return { failure: 'wallet_failed' } as const;
  const payment: SubmitPayment = {
    type: 'wallet',
    amount: order.totals.total,
    token: answer.token,
  };
  const outcome = await submitWithKey(
    order.id,
    submissionOf(request, payment),
    request.key,
    WALLET_CODES,
  );
  await answer.close('placed' in outcome ? 'success' : 'checking' in outcome ? 'unknown' : 'fail');
  return outcome;
}

/**
 * §4.1 step 6: pays (a saved card, a new card through its token, or the wallet) and submits with
 * the placement's idempotency key. A lost connection is never reported as a failure to retry:
 * the outcome is `checking` until the order's status is known.
 */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOutcome> {
  const { order } = request;
  if (request.payment.kind === 'wallet') {
    return request.wallet ? placeWithWallet(request, request.wallet) : { failure: 'wallet_failed' };
  }
  let payment: SubmitPayment;
  try {
    payment = await paymentFor(order, request.payment, request.card);
  } catch (error) {
    // Nothing was submitted: the order is certainly not placed.
    const lost = error instanceof ApiError && isConnectionLost(error);
    return lost ? { failure: 'no_connection' } : refusal(order.id, error);
  }
  return submitWithKey(order.id, submissionOf(request, payment), request.key);
}
