import { errorMessagesFrom } from '../api/error-messages';
import * as membersApi from '../api/members';
import { ApiError } from '../api/request';
import { isEntryPage } from '../routes/entry-pages';
import { isSitePath } from '../rules/site-path';
import type { OfferEntry } from '../types/offers';
import type {
  CreateMemberRequest,
  EmailChangeRequired,
  Member,
  ProfileUpdate,
  SignInRequest,
  SignInResponse,
  SsoRequest,
  VerificationRequired,
  VerifyRequest,
} from '../types/member';
import { attempt, failed, succeeded, type ActionResult } from './action-result';
import { appState } from './app-state';
import { orderActions } from './order-actions';

/** Sign-outs under way: a token refused meanwhile ends nothing more (the member is leaving). */
let signingOut = 0;
export const isSigningOut = () => signingOut > 0;

/** §4.2: after sign-up or login, the stored redirect, else the account page. */
export const AFTER_SIGN_IN = '/account';

/** A started session: where to go next and who signed in. */
export interface SignedIn {
  next: string;
  member: Member;
}

/** Sign-in, sign-up and SSO store the tokens and the member and answer where to go next. */
function startSession(answer: SignInResponse): SignedIn {
  if (answer.status !== 'ok' || !answer.data?.tokens) {
    throw new ApiError(200, errorMessagesFrom(answer), answer);
  }
  const state = appState();
  state.token = answer.data.tokens;
  state.user = answer.data.user;
  const target = state.redirect ?? AFTER_SIGN_IN;
  state.redirect = null;
  return { next: target, member: answer.data.user };
}

/** What sign-up leads to: the next page, or the e-mailed code to ask for (§9 REQUIRE_VERIFY). */
export type SignUpResult = SignedIn | { verifyEmail: string };

const isVerificationRequired = (
  answer: SignInResponse | VerificationRequired,
): answer is VerificationRequired => answer.status === 'verify';

/** What saving the profile leads to: the saved member, or the code sent to the new e-mail. */
export type ProfileSaved = { member: Member } | { verifyEmail: string };

const isEmailChangeRequired = (
  answer: Member | EmailChangeRequired,
): answer is EmailChangeRequired => 'status' in answer && answer.status === 'verify_email';

/** The member's data in the state, cleared when the session ends. */
function clearMember(): void {
  Object.assign(appState(), {
    user: null,
    token: null,
    payments: [],
    favelocations: [],
    walletOffers: [],
    offers: [],
    redeemedOffers: [],
  });
}

/**
 * §4.2 sign-in and sign-out; member data in the state. Every call answers an `ActionResult`
 * (its failure carries the server's messages, §8) and never rejects.
 */
export const memberActions = {
  signIn: (credentials: SignInRequest): Promise<ActionResult<SignedIn>> =>
    attempt(async () =>
      startSession(await membersApi.loginUser(credentials, { mode: 'suppress' })),
    ),

  signUp: (member: CreateMemberRequest): Promise<ActionResult<SignUpResult>> =>
    attempt(async (): Promise<SignUpResult> => {
      const answer = await membersApi.createUser(member, { mode: 'suppress' });
      if (isVerificationRequired(answer)) return { verifyEmail: answer.data.email };
      return startSession(answer);
    }),

  /** The /account/verify step: the e-mailed code signs the new member in. */
  verify: (code: VerifyRequest): Promise<ActionResult<SignedIn>> =>
    attempt(async () => startSession(await membersApi.verifyUser(code, { mode: 'suppress' }))),

  signInWithSso: (sso: SsoRequest): Promise<ActionResult<SignedIn>> =>
    attempt(async () => startSession(await membersApi.loginWithSso(sso, { mode: 'suppress' }))),

  /** Where sign-in goes next (§4.2); a path on this site, never back to a sign-in page. */
  setRedirect(path: string | null) {
    appState().redirect = isSitePath(path) && !isEntryPage(path) ? path : null;
  },

  /**
   * §7.1 `members/update`: the saved profile becomes the state's user (the header greeting). A
   * new e-mail (with the current password) first answers where its code went; the profile is
   * saved when it comes back with that code.
   */
  updateProfile: (profile: ProfileUpdate): Promise<ActionResult<ProfileSaved>> =>
    attempt(async (): Promise<ProfileSaved> => {
      const answer = await membersApi.updateUser(profile, { mode: 'suppress' });
      if (isEmailChangeRequired(answer)) return { verifyEmail: answer.data.email };
      appState().user = answer;
      return { member: answer };
    }),

  loadUser: (): Promise<ActionResult<Member>> =>
    attempt(async () => {
      const user = await membersApi.getUser();
      appState().user = user;
      return user;
    }),

  /**
   * §4.2 sign-out: abandons the current order, deletes the session, then clears the user and
   * the token. The member is signed out here whatever the server answers (it cannot fail).
   */
  async signOut(): Promise<ActionResult> {
    signingOut += 1;
    try {
      await orderActions.abandonOrder();
      if (appState().token) {
        await membersApi.logoutUser({ mode: 'suppress' }).catch((error: unknown) => {
          console.error('Could not end the session on the server', error);
        });
      }
    } finally {
      signingOut -= 1;
    }
    clearMember();
    return succeeded();
  },

  /**
   * §6: the server refused the token (expired or ended elsewhere). The member is signed out
   * here, but the box stays (it is a guest's box from now on) and sign-in comes back to `path`.
   * On a sign-in page the member is already on the way back in: nothing moves under them (a
   * sign-in under way goes on to where it was going).
   */
  sessionExpired(path: string | null): void {
    clearMember();
    if (path !== null && isSitePath(path) && isEntryPage(path)) return;
    memberActions.setRedirect(path);
    appState().sessionExpiredOn = appState().redirect ?? '/';
  },

  /** The host has sent the member to sign in again after `sessionExpired`. */
  sessionExpiryHandled(): void {
    appState().sessionExpiredOn = null;
  },

  /** §4.5 the wallet offers of the cart; load errors are only logged (§8). */
  async loadWalletOffers(): Promise<ActionResult> {
    const { language } = appState();
    try {
      const offers = await membersApi.getWalletOffers({ mode: 'suppress', language });
      // In the customer's language: an answer that comes after a switch is let go.
      if (appState().language === language) appState().walletOffers = offers;
      return succeeded();
    } catch (error) {
      console.error('Could not load the wallet offers', error);
      return failed(error);
    }
  },

  /**
   * §4.5 redeems an offer (`members/redeem`), keeps it among the redeemed offers and puts it on
   * the box when there is one (else when the box is next opened or at checkout). The failure
   * carries the server's words, for the caller to show.
   */
  redeemOffer: (offer: OfferEntry): Promise<ActionResult> =>
    attempt(async () => {
      const { token } = appState();
      if (!token) return;
      await membersApi.redeemOffer(
        token.id,
        { id: offer.id, channel: offer.channel, campaign: offer.campaign },
        { mode: 'suppress' },
      );
      const state = appState();
      state.redeemedOffers = [
        ...state.redeemedOffers.filter((redeemed) => redeemed.offer.id !== offer.id),
        { offer },
      ];
      await orderActions.applyRedeemedOffers();
    }),

  /** §4.10 offers fetched at start (nothing to do without a member); a failure is tolerated. */
  loadOffers: (): Promise<ActionResult> =>
    attempt(async () => {
      const { token, language } = appState();
      if (!token) return;
      const offers = await membersApi.getOffers({ mode: 'suppress', language });
      if (appState().language === language) appState().offers = offers;
    }),

  loadFavouriteLocations: (): Promise<ActionResult> =>
    attempt(async () => {
      appState().favelocations = await membersApi.getFavouriteLocations();
    }),

  setFavouriteLocation: (locationId: number, favourite: boolean): Promise<ActionResult> =>
    attempt(async () => {
      appState().favelocations = favourite
        ? await membersApi.addFavouriteLocation(locationId)
        : await membersApi.removeFavouriteLocation(locationId);
    }),

  loadPayments: (): Promise<ActionResult> =>
    attempt(async () => {
      appState().payments = await membersApi.getPayments();
    }),
};
