import type { Location } from '../types/location';
import type {
  ChangePasswordRequest,
  CreateMemberRequest,
  EclubSubscription,
  Member,
  MemberAddress,
  MemberPayment,
  MemberProfile,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
  SsoRequest,
  VerificationRequired,
  VerifyRequest,
} from '../types/member';
import type {
  Loyalty,
  LoyaltyBalance,
  OfferEntry,
  RedeemEntry,
  RedeemRequest,
  WalletReward,
} from '../types/offers';
import { path } from './path';
import { request, type CallOptions } from './request';

/*
 * §7.1 member and marketing calls. Tokens come from the state (see `AuthToken`): member
 * calls carry the ordering token; profile (get, update), password, sign-out and loyalty the
 * general access token (§6). Sign-in, sign-up and forgot password carry the bot-check
 * result as the body field `captcha`.
 */

/** POST eclub/subscribe. */
export function subscribeEclub(subscription: EclubSubscription, options?: CallOptions) {
  return request<void>('eclub/subscribe', { method: 'POST', body: subscription, ...options });
}

/**
 * POST members/create: sign-up; answers the tokens like sign-in, or, while sign-up needs the
 * e-mailed code (§9 REQUIRE_VERIFY), `status: 'verify'`.
 */
export function createUser(member: CreateMemberRequest, options?: CallOptions) {
  return request<SignInResponse | VerificationRequired>('members/create', {
    method: 'POST',
    body: member,
    ...options,
  });
}

/** POST members/verify: the e-mailed code of sign-up; answers the tokens like sign-in. */
export function verifyUser(verify: VerifyRequest, options?: CallOptions) {
  return request<SignInResponse>('members/verify', { method: 'POST', body: verify, ...options });
}

/** POST members/signin. */
export function loginUser(credentials: SignInRequest, options?: CallOptions) {
  return request<SignInResponse>('members/signin', {
    method: 'POST',
    body: credentials,
    ...options,
  });
}

/** POST members/sso: sign-in with the code of the OAuth callback. */
export function loginWithSso(sso: SsoRequest, options?: CallOptions) {
  return request<SignInResponse>('members/sso', { method: 'POST', body: sso, ...options });
}

/** DELETE members/signout: ends the session on the server (§4.2). */
export function logoutUser(options?: CallOptions) {
  return request<void>('members/signout', { method: 'DELETE', auth: 'access', ...options });
}

/** GET members/get: the profile. */
export function getUser(options?: CallOptions) {
  return request<Member>('members/get', { auth: 'access', ...options });
}

/** PUT members/update: the profile fields of §7.1. */
export function updateUser(profile: MemberProfile, options?: CallOptions) {
  const { first_name, last_name, email, phone, optin, optin_sms } = profile;
  return request<Member>('members/update', {
    method: 'PUT',
    body: { first_name, last_name, email, phone, optin, optin_sms },
    auth: 'access',
    ...options,
  });
}

/** GET members/loyalty: points and the wallet. */
export function getLoyalty(options?: CallOptions) {
  return request<Loyalty>('members/loyalty', { auth: 'access', ...options });
}

/** The wallet offers of the cart (§4.5): the rewards of the loyalty call. */
export async function getWalletOffers(options?: CallOptions): Promise<WalletReward[]> {
  return (await getLoyalty(options)).wallet;
}

/** POST members/password: change the password. */
export function changePassword(change: ChangePasswordRequest, options?: CallOptions) {
  return request<void>('members/password', {
    method: 'POST',
    body: { new: change.new, current: change.current },
    auth: 'access',
    ...options,
  });
}

/** POST members/forgotpassword. */
export function forgotPassword(email: string, captcha: string, options?: CallOptions) {
  return request<void>('members/forgotpassword', {
    method: 'POST',
    body: { email, captcha },
    ...options,
  });
}

/** POST members/resetpassword: the token comes from the e-mail link. */
export function resetPassword(reset: ResetPasswordRequest, options?: CallOptions) {
  return request<void>('members/resetpassword', { method: 'POST', body: reset, ...options });
}

/** GET members/faves/locations. */
export function getFavouriteLocations(options?: CallOptions) {
  return request<Location[]>('members/faves/locations', { auth: 'ordering', ...options });
}

/** POST members/faves/locations/{id}: answers the new list. */
export function addFavouriteLocation(locationId: number, options?: CallOptions) {
  return request<Location[]>(path`members/faves/locations/${locationId}`, {
    method: 'POST',
    auth: 'ordering',
    ...options,
  });
}

/** DELETE members/faves/locations/{id}: answers the new list. */
export function removeFavouriteLocation(locationId: number, options?: CallOptions) {
  return request<Location[]>(path`members/faves/locations/${locationId}`, {
    method: 'DELETE',
    auth: 'ordering',
    ...options,
  });
}

/** GET members/payments: saved cards. */
export function getPayments(options?: CallOptions) {
  return request<MemberPayment[]>('members/payments', { auth: 'ordering', ...options });
}

/** DELETE members/payments/{id}: by the card's account id. */
export function removePayment(accountId: number, options?: CallOptions) {
  return request<void>(path`members/payments/${accountId}`, {
    method: 'DELETE',
    auth: 'ordering',
    ...options,
  });
}

/** GET members/addresses. */
export function getAddresses(options?: CallOptions) {
  return request<MemberAddress[]>('members/addresses', { auth: 'ordering', ...options });
}

/** DELETE members/addresses/{id}. */
export function removeAddress(addressId: number, options?: CallOptions) {
  return request<void>(path`members/addresses/${addressId}`, {
    method: 'DELETE',
    auth: 'ordering',
    ...options,
  });
}

/** GET members/offers/all. */
export function getOffers(options?: CallOptions) {
  return request<OfferEntry[]>('members/offers/all', { auth: 'ordering', ...options });
}

/** GET members/balance?memberID=. */
export function getBalance(memberId: number, options?: CallOptions) {
  return request<LoyaltyBalance>('members/balance', {
    query: { memberID: memberId },
    auth: 'ordering',
    ...options,
  });
}

/** POST members/redeem?memberID=: redeem an offer. */
export function redeemOffer(memberId: number, redeem: RedeemRequest, options?: CallOptions) {
  return request<RedeemEntry>('members/redeem', {
    method: 'POST',
    query: { memberID: memberId },
    body: { id: redeem.id, channel: redeem.channel, campaign: redeem.campaign },
    auth: 'ordering',
    ...options,
  });
}
