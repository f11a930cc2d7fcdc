import type { Request } from 'express';
import type { BffConfig } from '../config';
import type { OrderingCallName } from '@qsr/shared-contracts/core';
import { bearerTokenOf } from '../members/bearer-token';
import type { LimitPolicy, Quota } from './attempt-limits';
import type { KnownDevices } from './known-device';

/** The fields of a JSON body, as the door read it (`requestJsonOf`): never bytes read again. */
function fieldsOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The e-mail an attempt is for, at `path` in the body: the one field the upstream reads it from
 * (the contract's body of the call), never another that it ignores, or the count could be of
 * an address the attempt is not for.
 */
const emailIn =
  (...path: [...string[], string]) =>
  (body: unknown): string | undefined => {
    const object = path.slice(0, -1).reduce<unknown>((at, key) => fieldsOf(at)?.[key], body);
    return text(fieldsOf(object)?.[path[path.length - 1]!]);
  };

/** The member a signed-in call is for: their access token (hashed by the limits). */
const memberToken = (_body: unknown, req: Request) => bearerTokenOf(req.headers.authorization);

/**
 * The order a payment or a code is for: the `{orderId}` segment of `orders/{orderId}/…`, read
 * as the ordering API reads it (percent-decoded), so that no spelling of one order is counted
 * as another.
 */
const orderInPath = (_body: unknown, req: Request) => {
  const segment = /^\/orders\/([^/]+)\//.exec(req.path)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export interface LimitPolicies {
  /** The ordering calls that are limited, by their name in the table of calls. */
  calls: Partial<Record<OrderingCallName, LimitPolicy>>;
  /** `POST /api/submit`, the marketing forms (§7.3). */
  forms: LimitPolicy;
  /**
   * Calls whose success forgives the account's earlier attempts under these policies (a member
   * got in; a password reset also ends the slow-down of sign-in and verification).
   */
  forgiving: Partial<Record<OrderingCallName, LimitPolicy[]>>;
}

/**
 * What is limited, and per what: every call that takes a password, a code, a bot-check result
 * or a card, per client address (`RATE_LIMIT_*`) and per account (`RATE_LIMIT_ACCOUNT_*`);
 * payment attempts per client (`PAYMENT_LIMIT_MAX`) and per order; promo codes tried per client
 * (`COUPON_LIMIT_MAX`) and per order, so that codes are not guessed by a script; joins of group orders per
 * client (`GROUP_JOIN_LIMIT_MAX`); address suggestions per client (`ADDRESS_SUGGEST_LIMIT_MAX`,
 * so that the address data is not read out by a script); asks for a new verification code, which e-mail one.
 * Attempts counted for an e-mail (sign-in, sign-up, verification, new codes, password resets,
 * e-club, contact and the forms) are slowed rather than refused past the account's quota
 * (anyone may name anyone's e-mail); sign-in from the account's known device is counted apart.
 * Those counted for a member's token are refused: only the member holds it.
 */
export function limitPolicies(config: BffConfig, devices?: KnownDevices): LimitPolicies {
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
  // An attempt that names an e-mail counts for that address, which anyone may name: past its
  // quota the address is slowed, never refused, or ten junk attempts would lock its owner out.
  const slowed = (
    name: string,
    account: LimitPolicy['account'] = emailIn('email'),
    knownDevice?: KnownDevices['of'],
  ): LimitPolicy => ({
    ...policy(name, account),
    slowDownMaxMs: config.accountDelayMaxMs,
    knownDevice,
  });
  const signIn = slowed(
    'sign-in',
    emailIn('email'),
    devices && ((req: Request, account: string) => devices.of(req, account)),
  );
  const verify = slowed('verify');
  // A new code is an e-mail to the address named: counted per client and per address, and
  // slowed, not refused, so that whoever names someone's address cannot keep their code away.
  const newCode = slowed('new-code');
  const passwordReset = slowed('password-reset');
  const payment: LimitPolicy = {
    name: 'payment',
    perClient: { points: config.paymentLimitMax, windowMs: config.rateLimitWindowMs },
    perAccount,
    account: orderInPath,
  };
  return {
    calls: {
      loginUser: signIn,
      createUser: slowed('sign-up'),
      verifyUser: verify,
      sendNewCode: newCode,
      forgotPassword: passwordReset,
      resetPassword: passwordReset,
      // A code is used once: guessing means new codes, so only the client is counted.
      loginWithSso: policy('sso'),
      changePassword: policy('password-change', memberToken),
      // Takes the current password and the code of an e-mail change.
      updateUser: policy('profile', memberToken),
      subscribeEclub: slowed('subscribe'),
      sendContact: slowed('contact', emailIn('request', 'email')),
      createPaymentToken: payment,
      submitOrder: payment,
      addCoupon: {
        name: 'coupon',
        perClient: { points: config.couponLimitMax, windowMs: config.rateLimitWindowMs },
        perAccount,
        account: orderInPath,
      },
      joinGroup: {
        name: 'group-join',
        perClient: { points: config.groupJoinLimitMax, windowMs: config.rateLimitWindowMs },
        perAccount,
      },
      suggestDeliveryAddresses: {
        name: 'address-suggest',
        perClient: { points: config.addressSuggestLimitMax, windowMs: config.rateLimitWindowMs },
        perAccount,
      },
    },
    forms: slowed('forms', emailIn('replyto')),
    forgiving: {
      loginUser: [signIn],
      verifyUser: [verify],
      resetPassword: [passwordReset, signIn, verify],
    },
  };
}
