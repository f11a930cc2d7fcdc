import {
  API_HEADERS,
  ApiError,
  callApi,
  followCall,
  ORDERING_CALLS,
  type CallOptions,
  type CartProduct,
  type OrderStatus,
  type PaymentToken,
  type SubmitPending,
} from '@qsr/shared-contracts';
import type { CardDetails } from '../payment/card';

/** What a customer says of where they wait: the parking spot and the car, each optional. */
export type ArrivalDetails = Omit<NonNullable<OrderStatus['arrival']>, 'at'>;

/*
 * §7.2 order calls only checkout makes. Like every order call they carry the ordering token when
 * a member is signed in, so the ordering API links the order to the member.
 */
const auth = 'ordering' as const;

/**
 * The platform's number of a failed call (`[230] Your card …` → 230), for checkout's own
 * decisions; null for anything else. The customer never reads it.
 */
export function errorCode(failure: unknown): number | null {
  return failure instanceof ApiError ? failure.code : null;
}

/**
 * A payment of `POST orders/{id}/submit`: a saved card account, a tokenised new card, or a
 * wallet's token (type `wallet`).
 */
export interface SubmitPayment {
  type: 'creditcard' | 'wallet';
  amount: number;
  account_id?: number;
  token?: string;
}

/** The contact a guest order is placed for (§3 Handoff details without the error flags). */
export interface OrderContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** `POST orders/{id}/submit` body (§7.2): `usertype` user for a member, guest otherwise. */
export interface SubmitOrderRequest {
  usertype: 'user' | 'guest';
  user?: OrderContact;
  payments: SubmitPayment[];
}

/** `POST orders/{id}/track` body: the placed products, or a payment failure (type ccsf). */
export type TrackRequest =
  { id: string; products: CartProduct[] } | { error: string; type: 'ccsf'; details: string };

/**
 * POST orders/{id}/token with the new card: the card goes to the ordering platform's tokeniser
 * and nowhere else; submit then pays with the token. A token is always made with its card: one
 * with no card behind it pays for nothing (`[231]`).
 */
export function tokeniseCard(
  orderId: string,
  card: CardDetails,
  options?: CallOptions,
): Promise<PaymentToken> {
  return callApi(
    ORDERING_CALLS.createPaymentToken,
    { orderId },
    {
      body: { card: { ...card, number: card.number.replace(/\D/g, '') } },
      auth,
      ...options,
    },
  );
}

/**
 * POST orders/{id}/submit (§4.1 step 6). `idempotencyKey`, one per placement of the order, makes
 * a retry safe: the ordering API answers a repeated key with its first answer, never a second
 * charge. Answers the placed order's status, or `SubmitPending` (`isSubmitPending`) when the
 * ordering API took the submission and gave no answer in time: the order may have been placed.
 */
export function submitOrder(
  orderId: string,
  submission: SubmitOrderRequest,
  { idempotencyKey, ...options }: CallOptions & { idempotencyKey?: string } = {},
): Promise<OrderStatus | SubmitPending> {
  return callApi(
    ORDERING_CALLS.submitOrder,
    { orderId },
    {
      body: submission,
      auth,
      ...(idempotencyKey ? { headers: { [API_HEADERS.idempotencyKey]: idempotencyKey } } : {}),
      ...options,
    },
  );
}

/** Whether a submit's answer is the BFF's "pending" rather than the placed order's status. */
export function isSubmitPending(answer: unknown): answer is SubmitPending {
  if (typeof answer !== 'object' || answer === null) return false;
  const { status, orderId } = answer as Partial<SubmitPending>;
  return status === 'pending' && typeof orderId === 'string' && orderId.length > 0;
}

/** POST orders/{id}/track: the placed products, or a payment failure. */
export function trackOrder(
  orderId: string,
  track: TrackRequest,
  options?: CallOptions,
): Promise<void> {
  return callApi(
    ORDERING_CALLS.trackOrder,
    { orderId },
    {
      body: track,
      auth,
      ...options,
    },
  );
}

/** GET orders/{id}/status (§4.1 step 7). */
export function getOrderStatus(orderId: string, options?: CallOptions): Promise<OrderStatus> {
  return callApi(ORDERING_CALLS.getOrderStatus, { orderId }, { auth, ...options });
}

/** POST orders/{id}/arrival (§4.1 step 8), with where the customer waits when they say. */
export function signalArrival(
  orderId: string,
  details: ArrivalDetails,
  options?: CallOptions,
): Promise<OrderStatus> {
  return callApi(ORDERING_CALLS.signalArrival, { orderId }, { body: details, auth, ...options });
}

/**
 * GET orders/{id}/events, followed: the order's status each time it changes, until `stop`.
 * `onRefused` when no stream can be had (the page then asks for the status now and then).
 */
export function followOrder(
  orderId: string,
  onStatus: (status: OrderStatus) => void,
  onRefused: () => void,
): () => void {
  return followCall(
    ORDERING_CALLS.watchOrder,
    { orderId },
    {
      onEvent: (event, data) => {
        if (event === 'status') onStatus(JSON.parse(data) as OrderStatus);
      },
      onRefused,
    },
    { auth },
  );
}
