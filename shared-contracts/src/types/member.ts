/** §3 User / Member: the profile fields the site reads and updates (`PUT members/update`). */
export interface MemberProfile {
  first_name: string;
  last_name: string;
  email: string;
  /** Ten digits; a leading country code 1 or +1 is stripped (§3). */
  phone: string;
  optin: boolean;
  optin_sms: boolean;
}

/** §3 User / Member. */
export interface Member extends MemberProfile {
  id: number;
}

/** §3: a saved address of a member; the first one is the recent one. */
export interface MemberAddress {
  id: number;
  address: string;
  /** Apartment, suite or building. */
  building?: string;
  city: string;
  state: string;
  zip: string;
  default: boolean;
  lat?: number;
  lng?: number;
}

/** §3: a saved card; its `account.id` is what a payment and `DELETE members/payments/{id}` use. */
export interface MemberPayment {
  account: { id: number };
  card_type?: string;
  /** Last four digits of the card number. */
  last4?: string;
  /** `MM/YY`. */
  expiry?: string;
  default?: boolean;
}

/** The provider of tokens this site accepts (§4.2); any other one is logged out at start. */
export const ORDERING_TOKEN_PROVIDER = 'ordering';

/** §3 Token set, as sign-in, sign-up and SSO answer it (API conventions in the README). */
export interface TokenSet {
  /** General access token: profile, password, sign-out, loyalty (§6). */
  'access.token': string;
  /** Ordering token: every other member call (§6). */
  'ordering.access.token': string;
  /** The member's id. */
  id: number;
  provider: string;
  /** ISO 8601 with offset. */
  expires: string;
}

/** Answer of `members/signin`, `members/create` and `members/sso` (§7.1). */
export interface SignInResponse {
  status: string;
  data: { tokens: TokenSet; user: Member };
}

/** `POST members/signin` body; `captcha` is the bot-check result (§6). */
export interface SignInRequest {
  email: string;
  password: string;
  captcha: string;
}

/** `POST members/create` body (§7.1). */
export interface CreateMemberRequest extends MemberProfile {
  password: string;
  captcha: string;
}

/** `POST members/sso` body: the authorization code of the OAuth callback (§2.1 /account/oauthcallback). */
export interface SsoRequest {
  code: string;
  redirect_uri: string;
}

/** `POST eclub/subscribe` body (§7.1). */
export interface EclubSubscription {
  email: string;
  first_name?: string;
  zip?: string;
  /** `MM/DD`. */
  birthday?: string;
}

/** The answer of `members/create` while sign-up needs the e-mailed code (§9 REQUIRE_VERIFY). */
export interface VerificationRequired {
  status: 'verify';
  data: { email: string };
}

/**
 * `PUT members/update` body: the §7.1 profile fields and, when the login e-mail changes, the
 * current password and then the code e-mailed to the new address (both optional otherwise).
 */
export interface ProfileUpdate extends MemberProfile {
  password?: string;
  email_code?: string;
}

/**
 * The answer of `members/update` (202) when the e-mail changes: the code was sent to `email`
 * (or, when it has an account, its owner was told); nothing changes until the code comes back.
 */
export interface EmailChangeRequired {
  status: 'verify_email';
  data: { email: string };
}

/** `POST members/verify` body: the code e-mailed at sign-up (the /account/verify step). */
export interface VerifyRequest {
  email: string;
  code: string;
}
