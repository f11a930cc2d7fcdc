import type {
  CreateMemberRequest,
  EclubSubscription,
  ProfileUpdate,
  SignInRequest,
  SsoRequest,
  VerifyRequest,
} from '../types/member';
import type { AllergenProfile } from '../rules/allergens';
import type { RedeemRequest, WalletReward } from '../types/offers';
import { ORDERING_CALLS } from './calls';
import { callApi, type CallOptions } from './request';

/*
 * §7.1 member and marketing calls. Tokens come from the state (see `AuthToken`): member
 * calls carry the ordering token; profile (get, update), password, sign-out and loyalty the
 * general access token (§6). Sign-in, sign-up and forgot password carry the bot-check
 * result as the body field `captcha`.
 */

/** POST eclub/subscribe. */
export function subscribeEclub(subscription: EclubSubscription, options?: CallOptions) {
  return callApi(ORDERING_CALLS.subscribeEclub, {}, { body: subscription, ...options });
}

/**
 * POST members/create: sign-up; answers the tokens like sign-in, or, while sign-up needs the
 * e-mailed code (§9 REQUIRE_VERIFY), `status: 'verify'`.
 */
export function createUser(member: CreateMemberRequest, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.createUser,
    {},
    {
      body: member,
      ...options,
    },
  );
}

/** POST members/verify: the e-mailed code of sign-up; answers the tokens like sign-in. */
export function verifyUser(verify: VerifyRequest, options?: CallOptions) {
  return callApi(ORDERING_CALLS.verifyUser, {}, { body: verify, ...options });
}

/** POST members/signin. */
export function loginUser(credentials: SignInRequest, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.loginUser,
    {},
    {
      body: credentials,
      ...options,
    },
  );
}

/** POST members/sso: sign-in with the code of the OAuth callback. */
export function loginWithSso(sso: SsoRequest, options?: CallOptions) {
  return callApi(ORDERING_CALLS.loginWithSso, {}, { body: sso, ...options });
}

/** DELETE members/signout: ends the session on the server (§4.2). */
export function logoutUser(options?: CallOptions) {
  return callApi(ORDERING_CALLS.logoutUser, {}, { auth: 'access', ...options });
}

/** GET members/get: the profile. */
export function getUser(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getUser, {}, { auth: 'access', ...options });
}

/**
 * PUT members/update: the profile fields of §7.1; a new e-mail also takes the current password,
 * then the code sent to it (answered `verify_email` until then).
 */
export function updateUser(profile: ProfileUpdate, options?: CallOptions) {
  const { first_name, last_name, email, phone, optin, optin_sms, password, email_code } = profile;
  return callApi(
    ORDERING_CALLS.updateUser,
    {},
    {
      body: {
        first_name,
        last_name,
        email,
        phone,
        optin,
        optin_sms,
        ...(password ? { password } : {}),
        ...(email_code ? { email_code } : {}),
      },
      auth: 'access',
      ...options,
    },
  );
}

/** GET members/loyalty: points and the wallet. */
export function getLoyalty(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getLoyalty, {}, { auth: 'access', ...options });
}

/** The wallet offers of the cart (§4.5): the rewards of the loyalty call. */
export async function getWalletOffers(options?: CallOptions): Promise<WalletReward[]> {
  return (await getLoyalty(options)).wallet;
}

/** GET members/faves/locations. */
export function getFavouriteLocations(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getFavouriteLocations, {}, { auth: 'ordering', ...options });
}

/** POST members/faves/locations/{id}: answers the new list. */
export function addFavouriteLocation(locationId: number, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.addFavouriteLocation,
    { locationId },
    {
      auth: 'ordering',
      ...options,
    },
  );
}

/** DELETE members/faves/locations/{id}: answers the new list. */
export function removeFavouriteLocation(locationId: number, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.removeFavouriteLocation,
    { locationId },
    {
      auth: 'ordering',
      ...options,
    },
  );
}

/** GET members/allergens: the allergen profile kept on the account, null if never saved. */
export function getAllergenProfile(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getAllergenProfile, {}, { auth: 'ordering', ...options });
}

/** PUT members/allergens: keeps the allergen profile on the account. */
export function saveAllergenProfile(profile: AllergenProfile, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.saveAllergenProfile,
    {},
    { body: { avoid: profile.avoid, hide: profile.hide }, auth: 'ordering', ...options },
  );
}

/** GET members/payments: saved cards. */
export function getPayments(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getPayments, {}, { auth: 'ordering', ...options });
}

/** GET members/addresses. */
export function getAddresses(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getAddresses, {}, { auth: 'ordering', ...options });
}

/** GET members/offers/all. */
export function getOffers(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getOffers, {}, { auth: 'ordering', ...options });
}

/** GET members/balance?memberID=. */
export function getBalance(memberId: number, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.getBalance,
    {},
    {
      query: { memberID: memberId },
      auth: 'ordering',
      ...options,
    },
  );
}

/** POST members/redeem?memberID=: redeem an offer. */
export function redeemOffer(memberId: number, redeem: RedeemRequest, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.redeemOffer,
    {},
    {
      query: { memberID: memberId },
      body: { id: redeem.id, channel: redeem.channel, campaign: redeem.campaign },
      auth: 'ordering',
      ...options,
    },
  );
}
