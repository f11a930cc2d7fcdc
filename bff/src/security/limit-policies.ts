import type { Request } from 'express';
import type { BffConfig } from '../config';
import type { OrderingCallName } from '@qsr/shared-contracts/core';
import { bearerTokenOf } from '../members/bearer-token';
import type { LimitPolicy, Quota } from './attempt-limits';

/** The fields of a JSON body, as the door read it (`requestJsonOf`): never bytes read again. */
function fieldsOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The e-mail an attempt is for, in `field` of the body (or of its `request` object, contact). */
const emailIn =
  (field: string) =>
  (body: unknown): string | undefined => {
    const fields = fieldsOf(body);
    return text(fields?.[field]) ?? text(fieldsOf(fields?.request)?.[field]);
  };

/** The member a signed-in call is for: their access token (hashed by the limits). */
const memberToken = (_body: unknown, req: Request) => bearerTokenOf(req.headers.authorization);

/** The order a payment is for: the `{orderId}` segment of `orders/{orderId}/…`. */
const orderInPath = (_body: unknown, req: Request) => /^\/orders\/([^/]+)\//.exec(req.path)?.[1];

export interface LimitPolicies {
  /** The ordering calls that are limited, by their name in the table of calls. */
  calls: Partial<Record<OrderingCallName, LimitPolicy>>;
  /** `POST /api/submit`, the marketing forms (§7.3). */
  forms: LimitPolicy;
}

/**
 * What is limited, and per what: every call that takes a password, a code, a bot-check result
 * or a card, per client address (`RATE_LIMIT_*`) and per account (`RATE_LIMIT_ACCOUNT_*`);
 * payment attempts per client (`PAYMENT_LIMIT_MAX`) and per order.
 */
export function limitPolicies(config: BffConfig): LimitPolicies {
  const perClient: Quota = { points: config.rateLimitMax, windowMs: config.rateLimitWindowMs };
  const perAccount: Quota = {
    points: config.accountLimitMax,
    windowMs: config.accountLimitWindowMs,
  };
  const policy = (name: string, account?: LimitPolicy['account']): LimitPolicy => ({
    name,
    perClient,
    perAccount,
    account,
  });
  const passwordReset = policy('password-reset', emailIn('email'));
  const payment: LimitPolicy = {
    name: 'payment',
    perClient: { points: config.paymentLimitMax, windowMs: config.rateLimitWindowMs },
    perAccount,
    account: orderInPath,
  };
  return {
    calls: {
      loginUser: policy('sign-in', emailIn('email')),
      createUser: policy('sign-up', emailIn('email')),
      verifyUser: policy('verify', emailIn('email')),
      forgotPassword: passwordReset,
      resetPassword: passwordReset,
      // A code is used once: guessing means new codes, so only the client is counted.
      loginWithSso: policy('sso'),
      changePassword: policy('password-change', memberToken),
      subscribeEclub: policy('subscribe', emailIn('email')),
      sendContact: policy('contact', emailIn('email')),
      createPaymentToken: payment,
      submitOrder: payment,
    },
    forms: policy('forms', emailIn('replyto')),
  };
}

/** Calls whose success forgives the account's earlier attempts (a member got in). */
export const FORGIVING_CALLS: ReadonlySet<OrderingCallName> = new Set([
  'loginUser',
  'verifyUser',
  'resetPassword',
]);
