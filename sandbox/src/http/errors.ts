import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ZodError } from 'zod';

/**
 * Error body of the ordering API: `{ message, code }`. A numbered customer message such as
 * `[100] Location not found` carries its number in the text and in `code`; plain HTTP
 * failures use the status as the code. Numbers 200–299 are meant for the customer (the
 * README of shared-contracts, API conventions).
 */
export interface ErrorBody {
  message: string;
  code: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

/** A customer message with its number: `[code] text`. */
function numbered(status: number, code: number, text: string): ApiError {
  return new ApiError(status, `[${code}] ${text}`, code);
}

const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** The sandbox's error catalogue (documented in the README). */
export const errors = {
  // Plain HTTP.
  notFound: () => new ApiError(404, 'Not found', 404),
  badRequest: (message: string) => new ApiError(400, message, 400),
  idempotencyKeyInvalid: () =>
    new ApiError(400, 'Idempotency-Key must be 8 to 255 visible ASCII characters.', 400),
  idempotencyKeyReused: () =>
    new ApiError(422, 'This Idempotency-Key was used for another order.', 422),
  unauthorized: (message = 'Unauthorized') => new ApiError(401, message, 401),
  methodNotAllowed: () => new ApiError(405, 'Method not allowed', 405),
  searchNeedsPlace: () => new ApiError(400, 'A search needs a place or coordinates.', 400),

  // 100–199: not found.
  locationNotFound: () => numbered(404, 100, 'Location not found'),
  menuNotFound: () => numbered(404, 110, 'Menu not found'),
  productNotFound: () => numbered(404, 120, 'Product not found'),
  orderNotFound: () => numbered(404, 130, 'Order not found'),
  lineNotFound: () => numbered(404, 131, 'That item is no longer in your order.'),
  addressNotFound: () => numbered(404, 140, 'Address not found'),
  paymentNotFound: () => numbered(404, 141, 'Saved card not found'),
  offerNotFound: () => numbered(404, 142, 'Offer not found'),
  favouriteNotFound: () => numbered(404, 143, 'Favourite order not found'),
  jobNotFound: () => numbered(404, 150, 'Job not found'),
  storyNotFound: () => new ApiError(404, 'This record could not be found', 404),

  // 200–209: coupons (§8 texts verbatim; only the unknown code carries its number).
  couponInvalid: () => numbered(400, 200, 'Code is invalid'),
  couponEmpty: () => new ApiError(400, 'Coupon code cannot be empty.', 201),
  couponMinimum: (minimumCents: number) =>
    new ApiError(400, `Offer not valid - ${money(minimumCents)} Minimum Required`, 202),
  couponInUse: () => new ApiError(400, 'Code is currently in use on another transaction', 203),

  // 210–219: members.
  wrongCredentials: () => numbered(400, 210, 'The email or password you entered is incorrect.'),
  emailTaken: () => numbered(400, 211, 'An account with this email already exists.'),
  notVerified: () =>
    numbered(400, 212, 'Please verify your email address. We sent you a new code.'),
  badVerificationCode: () => numbered(400, 213, 'That verification code is not valid.'),
  weakPassword: () =>
    numbered(400, 214, 'Passwords need at least 8 characters, with a letter and a number.'),
  wrongCurrentPassword: () => numbered(400, 215, 'Your current password is incorrect.'),
  badResetToken: () => numbered(400, 216, 'This password reset link is no longer valid.'),
  invalidField: (label: string) => numbered(400, 217, `Please enter a valid ${label}.`),
  ssoFailed: () => numbered(400, 218, 'We could not sign you in with that account.'),
  sessionExpired: () => numbered(401, 219, 'Your session has expired. Please sign in again.'),

  // 220–259: orders.
  orderEmpty: () => numbered(400, 220, 'Your order is empty.'),
  orderPlaced: () => numbered(400, 221, 'This order has already been placed.'),
  orderClosed: () => numbered(400, 222, 'This order can no longer be changed.'),
  needsDeliveryAddress: () => numbered(400, 223, 'Please add a delivery address.'),
  unavailableNow: (names: string) =>
    numbered(
      400,
      224,
      `${names} ${names.includes(',') ? 'are' : 'is'} not available right now. Please schedule your order for later.`,
    ),
  cateringDeliveryMinimum: () =>
    numbered(400, 225, 'The minimum order amount for catering delivery is $150.00.'),
  handoffNotOffered: (mode: string) =>
    numbered(400, 226, `This restaurant does not offer ${mode}.`),
  outsideDeliveryArea: () =>
    numbered(400, 227, 'Sorry, this address is outside the delivery area of this restaurant.'),
  addressUnknown: () =>
    numbered(400, 228, 'We could not find that address. Please check the street, city and zip.'),
  timeUnavailable: () =>
    numbered(400, 229, 'That time is not available. Please choose another time.'),
  cardDeclined: () =>
    numbered(400, 230, 'Your card was declined. Please use another card or payment method.'),
  cardInvalid: () => numbered(400, 231, 'Your card details are not valid. Please check them.'),
  paymentMismatch: (totalCents: number) =>
    numbered(400, 232, `The payments must add up to the order total of ${money(totalCents)}.`),
  paymentTokenInvalid: () =>
    numbered(400, 233, 'Your card session has expired. Please enter your card again.'),
  contactNeeded: () =>
    numbered(400, 234, 'Please enter your first and last name, email and phone number.'),
  cannotCancel: () => numbered(400, 235, 'This order can no longer be cancelled.'),
  notPlacedYet: () => numbered(400, 236, 'This order has not been placed yet.'),
  notOnMenu: (what: string) => numbered(400, 237, `${what} is not on this restaurant's menu.`),
  choiceRule: (text: string) => numbered(400, 238, text),
  chooseRestaurant: () => numbered(400, 239, 'Please choose a restaurant first.'),
  rewardUnavailable: () => numbered(400, 240, 'This reward is not available for this order.'),
  offerRedeemed: () => numbered(400, 241, 'This offer has already been redeemed.'),
  donationInvalid: () => numbered(400, 242, 'Please choose a donation between $0.01 and $100.00.'),
  arrivalTooEarly: () => numbered(400, 243, 'Please let us know when you are here.'),
  notYourOrder: () => numbered(403, 244, 'This order belongs to another account.'),
  notYourAccount: () => numbered(403, 245, 'That is not your account.'),
  signInRequired: () => numbered(401, 246, 'Please sign in to continue.'),
  orderFull: () => numbered(400, 247, 'Your order can hold at most 50 items.'),
  tipInvalid: () => numbered(400, 248, 'Please enter a tip between $0.00 and $500.00.'),
  rewardUsed: () => numbered(400, 249, 'This reward has already been used.'),
  rewardTakenOff: () =>
    numbered(
      400,
      250,
      'A reward on this order has already been used, so we took it off. Review your order to see the new total.',
    ),
  orderBeingPlaced: () => numbered(409, 251, 'This order is being placed. Please wait a moment.'),

  // 300: the bot check.
  notARobot: () => numbered(400, 300, 'Please confirm you are not a robot.'),
};

/** `Invalid lat: must be a number …`-style text for the first issue of a query or body. */
export function fromZodError(error: ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'request';
  return errors.badRequest(`Invalid ${field}: ${issue?.message ?? 'not valid'}.`);
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(errors.notFound());
};

export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    res.status(error.status).set('cache-control', 'no-store').json(error.body);
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser failures (malformed JSON, too large …).
    const message = status === 400 ? 'The request body is not valid JSON.' : 'Bad request';
    res.status(status).json({ message, code: status });
    return;
  }
  console.error('sandbox: unexpected error', error);
  res.status(500).json({ message: 'Internal error', code: 500 });
};
