import {
  ApiError,
  errorCode,
  upstreamMessages,
  getOrderStatus,
  submitOrder,
  tokeniseCard,
  trackOrder,
  type CardDetails,
  type Order,
  type OrderContact,
  type OrderStatus,
  type SubmitPayment,
} from '@qsr/shared-contracts';
import type { PaymentChoice } from '../checkout/draft';

/** Why an order was not placed; each has its own message (strings `failure_*`). */
export type FailureKind = 'declined' | 'card' | 'time' | 'unavailable' | 'not_placed' | 'unknown';

export type PlaceOutcome =
  | { placed: OrderStatus }
  | { failure: FailureKind }
  /** Any other refusal, with the ordering API's own message (§8). */
  | { refused: string };

/** The ordering API's numbers for what the customer can fix (see sandbox/README.md). */
const CODES: Record<number, FailureKind> = {
  224: 'unavailable',
  229: 'time',
  230: 'declined',
  231: 'card',
};
const ALREADY_PLACED = 221;
const NOT_PLACED_YET = 236;

const quiet = { mode: 'suppress' } as const;

/** No answer, or the BFF's 502/504: the request may or may not have reached the kitchen. */
const isConnectionLost = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Whether the order was placed, asked of the ordering API: placed, open, or unknown. */
export async function placedStatus(orderId: string): Promise<OrderStatus | 'open' | 'unknown'> {
  try {
    return await getOrderStatus(orderId, quiet);
  } catch (error) {
    return errorCode(error) === NOT_PLACED_YET ? 'open' : 'unknown';
  }
}

async function paymentFor(
  order: Order,
  choice: PaymentChoice,
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

export interface PlaceOrderRequest {
  order: Order;
  member: boolean;
  contact: OrderContact;
  payment: PaymentChoice;
  card: CardDetails | null;
  /** The last attempt lost its connection: ask whether it was placed before paying again. */
  checkFirst: boolean;
}

/**
 * §4.1 step 6: pays (a saved card, or a new card through its token) and submits. A lost
 * connection never leads to a blind retry: the order's status tells whether it was placed.
 */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOutcome> {
  const { order } = request;
  if (request.checkFirst) {
    const known = await placedStatus(order.id);
    if (known === 'unknown') return { failure: 'unknown' };
    if (known !== 'open') return { placed: known };
  }
  try {
    const payment = await paymentFor(order, request.payment, request.card);
    const placed = await submitOrder(
      order.id,
      {
        usertype: request.member ? 'user' : 'guest',
        user: request.contact,
        payments: [payment],
      },
      quiet,
    );
    return { placed };
  } catch (error) {
    const code = errorCode(error);
    if (isConnectionLost(error) || code === ALREADY_PLACED) {
      const known = await placedStatus(order.id);
      if (known === 'open') return { failure: 'not_placed' };
      return known === 'unknown' ? { failure: 'unknown' } : { placed: known };
    }
    const kind = code === null ? undefined : CODES[code];
    if (kind === 'declined' || kind === 'card')
      trackPaymentFailure(order.id, error as ApiError, kind);
    if (kind) return { failure: kind };
    return { refused: (error as ApiError).messages[0] ?? String(error) };
  }
}
