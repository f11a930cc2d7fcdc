import {
  callApi,
  ORDERING_CALLS,
  type CallOptions,
  type FavouriteOrder,
} from '@qsr/shared-contracts';

/*
 * §7.1, §7.2 calls only the account makes: the password, saved cards and addresses, and saving
 * an order as a favourite. Saved cards, addresses and favourites carry the ordering token; a
 * password change the general access token (§6); forgot and reset password and a new
 * verification code none.
 */

/** `POST members/resetpassword` body (§7.1). */
export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
}

/** `POST members/password` body (§7.1). */
export interface ChangePasswordRequest {
  new: string;
  current: string;
}

/** POST members/password: change the password. */
export function changePassword(change: ChangePasswordRequest, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.changePassword,
    {},
    {
      body: { new: change.new, current: change.current },
      auth: 'access',
      ...options,
    },
  );
}

/** POST members/forgotpassword. */
export function forgotPassword(email: string, captcha: string, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.forgotPassword,
    {},
    {
      body: { email, captcha },
      ...options,
    },
  );
}

/**
 * POST members/verify/newcode: "Send a new code" of /account/verify. The codes sent before stop
 * working; it answers as sign-up does, the same for every e-mail.
 */
export function sendNewCode(email: string, options?: CallOptions) {
  return callApi(ORDERING_CALLS.sendNewCode, {}, { body: { email }, ...options });
}

/** POST members/resetpassword: the token comes from the e-mail link. */
export function resetPassword(reset: ResetPasswordRequest, options?: CallOptions) {
  return callApi(ORDERING_CALLS.resetPassword, {}, { body: reset, ...options });
}

/** DELETE members/payments/{id}: by the card's account id. */
export function removePayment(accountId: number, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.removePayment,
    { accountId },
    {
      auth: 'ordering',
      ...options,
    },
  );
}

/** DELETE members/addresses/{id}. */
export function removeAddress(addressId: number, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.removeAddress,
    { addressId },
    {
      auth: 'ordering',
      ...options,
    },
  );
}

/** POST orders/faves: save an order as a favourite. */
export function addFavouriteOrder(
  favourite: FavouriteOrder,
  options?: CallOptions,
): Promise<FavouriteOrder[]> {
  return callApi(
    ORDERING_CALLS.addFavouriteOrder,
    {},
    {
      body: { id: favourite.id, description: favourite.description },
      auth: 'ordering',
      ...options,
    },
  );
}
