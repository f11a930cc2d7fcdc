import type { Location } from '@qsr/shared-contracts';
import {
  MAJOR_ALLERGENS,
  type EmailChangeRequired,
  type Loyalty,
  type SignInResponse,
} from '@qsr/shared-contracts/core';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireCaptcha } from '../captcha/captcha';
import type { Ctx } from '../context';
import type { Auth } from '../http/auth';
import { bodyOf, queryOf } from '../http/body';
import { errors } from '../http/errors';
import { idParam } from '../http/query';
import type { LocationRepository } from '../locations/repository';
import type { Mailbox } from '../mailbox/mailbox';
import { EMAIL } from './email-rule';
import { answerOf } from '../i18n/answer-language';
import type { ApiLanguage } from '../i18n/language';
import { memberMails } from './mails';
import { createNewCodeAsks, type NewCodeAsks } from './new-code-asks';
import { newCodeRoutes } from './new-code-routes';
import { rewardsRoutes } from './rewards-routes';
import { createRewardsStore } from './rewards-store';
import type { TestSsoCodes } from './test-sso-codes';
import { DEMO_EMAIL } from '../fixtures/members';
import { normalisePhone } from '../orders/submit';
import { DUMMY_HASH, hashPassword, isStrongPassword, newToken, verifyPassword } from './passwords';
import {
  favouriteLocations,
  profileColumns,
  toMember,
  toOfferEntry,
  type MemberRow,
  type MemberStore,
} from './store';

/** The answer of `members/create` while sign-up needs the e-mailed code (§9 REQUIRE_VERIFY). */
export interface VerificationRequired {
  status: 'verify';
  data: { email: string };
}

const ok = { status: 'ok' } as const;

const text = (max: number) => z.string().trim().max(max);
const Profile = z.object({
  first_name: text(50).default(''),
  last_name: text(50).default(''),
  email: text(254).default(''),
  phone: z.union([z.string().max(30), z.number()]).default(''),
  optin: z.boolean().default(false),
  optin_sms: z.boolean().default(false),
});
/** An e-mail change also carries the current password, then the code sent to the new address. */
const UpdateBody = Profile.extend({
  password: z.string().max(200).optional(),
  email_code: text(20).optional(),
});
const CreateBody = Profile.extend({ password: z.string().max(200).default('') });
const SignInBody = z.object({
  email: text(254).default(''),
  password: z.string().max(200).default(''),
});
const VerifyBody = z.object({ email: text(254), code: text(20) });
const SsoBody = z.object({
  code: z.string().max(500),
  redirect_uri: z.string().max(500).optional(),
});
const PasswordBody = z.object({ new: z.string().max(200), current: z.string().max(200) });
const ForgotBody = z.object({ email: text(254).default('') });
const ResetBody = z.object({
  token: z.string().max(200),
  email: text(254),
  password: z.string().max(200),
});
const AllergenProfileBody = z.object({
  avoid: z.array(z.enum(MAJOR_ALLERGENS)).max(MAJOR_ALLERGENS.length),
  hide: z.boolean(),
});
const MemberQuery = z.object({ memberID: z.union([z.string(), z.array(z.string())]).optional() });
const RedeemBody = z.object({
  id: z.union([z.number(), z.string()]),
  channel: z.string().max(50).optional(),
  campaign: z.string().max(100).optional(),
});
const EclubBody = z.object({
  email: text(254),
  first_name: text(50).optional(),
  zip: text(10).optional(),
  birthday: text(5).optional(),
});

/** The member a test SSO code names (`sandbox-sso-ok`: the demo member), if it is one. */
function testSsoEmail(code: string): string | undefined {
  const email =
    code === 'sandbox-sso-ok'
      ? DEMO_EMAIL
      : code.startsWith('sandbox-sso:')
        ? code.slice('sandbox-sso:'.length).trim()
        : undefined;
  return email && EMAIL.test(email) ? email : undefined;
}

/** Checks and normalises the §3 profile fields (phone without the leading 1 or +1). */
function checkProfile(profile: z.infer<typeof Profile>) {
  if (!profile.first_name) throw errors.invalidField('first name');
  if (!profile.last_name) throw errors.invalidField('last name');
  if (!EMAIL.test(profile.email)) throw errors.invalidField('email');
  const phone = normalisePhone(String(profile.phone));
  if (!phone) throw errors.invalidField('phone number');
  return { ...profile, email: profile.email.toLowerCase(), phone };
}

function sameMember(req: Request, memberId: number): void {
  const named = queryOf(req, MemberQuery).memberID;
  const value = Array.isArray(named) ? named[0] : named;
  if (value !== undefined && value !== String(memberId)) throw errors.notYourAccount();
}

/** What the member routes are given. */
interface MemberRouteDeps {
  members: MemberStore;
  auth: Auth;
  mailbox: Mailbox;
  locations: LocationRepository;
  ssoCodes: TestSsoCodes;
}

/** What the groups of member routes share: the store, the e-mails, signing a member in. */
interface MemberRoutes extends MemberRouteDeps {
  ctx: Ctx;
  mails: ReturnType<typeof memberMails>;
  signIn(member: MemberRow): SignInResponse;
  sendCode(member: MemberRow, language: ApiLanguage, again?: boolean): void;
  /** The asks for a new verification code ("Send a new code"). */
  newCodes: NewCodeAsks;
}

/** Sign-up and the e-mailed code that verifies it. */
function signUpRoutes(
  router: Router,
  { ctx, members, mails, signIn, sendCode, newCodes }: MemberRoutes,
): void {
  /*
   * Sign-up answers the same whatever the e-mail (202 `verify`), so that it never tells who
   * has an account; the password is hashed in every case, so that it takes as long. A new
   * e-mail gets an account and a code. An e-mail that signed up before but never verified keeps
   * that first sign-up (password and name: a second sign-up must not take it over) and gets a
   * fresh code. A verified account is left as it is and its e-mail says someone tried.
   */
  router.post('/create', async (req, res) => {
    requireCaptcha(req.body);
    const body = bodyOf(req, CreateBody);
    const { language } = answerOf(res);
    const profile = checkProfile(body);
    if (!isStrongPassword(body.password)) throw errors.weakPassword();
    const passwordHash = await hashPassword(body.password);
    const verifyFirst = ctx.options.requireVerify;
    const outcome = ctx.db
      .transaction(() => {
        // A sign-up starts a verification of its own, whatever the e-mail, so that the asks
        // for a new code that follow tell nobody which e-mails have an account.
        newCodes.restart(profile.email);
        const existing = members.byEmail(profile.email);
        if (existing?.verified === 1) {
          mails.accountExists(existing.email, language);
          return { member: existing, isNew: false };
        }
        if (existing) {
          sendCode(existing, language, true);
          return { member: existing, isNew: false };
        }
        const created = members.create({
          ...profileColumns(profile),
          password_hash: passwordHash,
          verified: verifyFirst ? 0 : 1,
        });
        if (verifyFirst) sendCode(created, language);
        return { member: created, isNew: true };
      })
      .immediate();
    // Without verification (SANDBOX_REQUIRE_VERIFY=false, tests only) a new member is signed in
    // at once, which an existing e-mail cannot be: that mode does tell them apart.
    if (!verifyFirst && outcome.isNew) {
      res.json(signIn(outcome.member));
      return;
    }
    const answer: VerificationRequired = { status: 'verify', data: { email: profile.email } };
    res.status(202).json(answer);
  });

  // Sandbox addition (the /account/verify step of REQUIRE_VERIFY): the e-mailed code signs in.
  router.post('/verify', (req, res) => {
    const body = bodyOf(req, VerifyBody);
    const member = members.byEmail(body.email);
    const answer = ctx.db
      .transaction(() => {
        if (!member || !members.consumeCode(member.id, 'verify', body.code)) {
          throw errors.badVerificationCode();
        }
        members.markVerified(member.id);
        return signIn(members.byId(member.id) as MemberRow);
      })
      .immediate();
    res.json(answer);
  });
}

/** Signing in (with a password or the sandbox SSO) and out. */
function signInRoutes(
  router: Router,
  { ctx, members, auth, signIn, sendCode, ssoCodes }: MemberRoutes,
): void {
  router.post('/signin', async (req, res) => {
    requireCaptcha(req.body);
    const body = bodyOf(req, SignInBody);
    const member = body.email ? members.byEmail(body.email) : undefined;
    const matches = await verifyPassword(body.password, member?.password_hash ?? DUMMY_HASH);
    if (!member || !matches) throw errors.wrongCredentials();
    if (member.verified !== 1) {
      sendCode(member, answerOf(res).language);
      throw errors.notVerified();
    }
    res.json(signIn(member));
  });

  // Sandbox SSO, a test hook: `sandbox-sso-ok` is the demo member, `sandbox-sso:{email}` that
  // member (created verified when new), and so is a one-time code minted for an e-mail
  // (`test-sso-codes.ts`). Without the test hooks, and for any other code, it fails.
  router.post('/sso', async (req, res) => {
    const { code } = bodyOf(req, SsoBody);
    const email = ctx.options.testHooks ? (testSsoEmail(code) ?? ssoCodes.take(code)) : undefined;
    if (!email) throw errors.ssoFailed();
    let member = members.byEmail(email);
    if (!member) {
      const local = email.split('@')[0] ?? 'guest';
      const passwordHash = await hashPassword(newToken());
      member = members.create({
        email: email.toLowerCase(),
        first_name: local.charAt(0).toUpperCase() + local.slice(1),
        last_name: 'Member',
        phone: '',
        optin: 0,
        optin_sms: 0,
        password_hash: passwordHash,
        verified: 1,
      });
    }
    res.json(signIn(member));
  });

  router.delete('/signout', (req, res) => {
    const caller = auth.required(req, 'access');
    members.endSession(caller.sessionId);
    res.status(204).end();
  });
}

/** The member's profile, read and changed. */
function profileRoutes(router: Router, { ctx, members, auth, mails }: MemberRoutes): void {
  router.get('/get', (req, res) => {
    const { memberId } = auth.required(req, 'access');
    res.set('cache-control', 'no-store').json(toMember(members.byId(memberId) as MemberRow));
  });

  /*
   * The profile. The login e-mail changes only with the current password and then the code
   * sent to the new address, and the answer never tells whether that address has an account:
   * a free one gets the code, a taken one a notice to its owner, and both answer 202
   * `verify_email` (then any code is wrong). Until the code, nothing of the profile changes.
   */
  router.put('/update', async (req, res) => {
    const { memberId } = auth.required(req, 'access');
    const body = bodyOf(req, UpdateBody);
    const { language } = answerOf(res);
    const profile = checkProfile(body);
    const member = members.byId(memberId) as MemberRow;
    if (profile.email === member.email.toLowerCase()) {
      members.updateProfile(memberId, profile);
      res.json(toMember(members.byId(memberId) as MemberRow));
      return;
    }
    if (!body.password) throw errors.passwordForEmailChange();
    if (!(await verifyPassword(body.password, member.password_hash))) {
      throw errors.wrongCurrentPassword();
    }
    const code = body.email_code;
    if (!code) {
      ctx.db
        .transaction(() => {
          const sent = members.startEmailChange(memberId, profile.email);
          const owner = members.byEmail(profile.email);
          if (owner) mails.emailInUse(owner.email, language);
          else mails.emailChangeCode(profile.email, sent, language);
        })
        .immediate();
      const answer: EmailChangeRequired = {
        status: 'verify_email',
        data: { email: profile.email },
      };
      res.status(202).json(answer);
      return;
    }
    const updated = ctx.db
      .transaction(() => {
        // A wrong code is counted (not rolled back): the change is not thrown, it is answered.
        const confirmed = members.confirmEmailChange(memberId, profile.email, code);
        if (!confirmed || members.byEmail(profile.email)) return undefined;
        members.updateProfile(memberId, profile);
        mails.emailChanged(member.email, profile.email, language);
        return members.byId(memberId) as MemberRow;
      })
      .immediate();
    if (!updated) throw errors.badVerificationCode();
    res.json(toMember(updated));
  });
}

/** A new password: changed signed in, or reset by an e-mailed token. */
function passwordRoutes(router: Router, { ctx, members, auth, mails }: MemberRoutes): void {
  // A new password ends every other session: whoever else held one is signed out.
  router.post('/password', async (req, res) => {
    const { memberId, sessionId } = auth.required(req, 'access');
    const body = bodyOf(req, PasswordBody);
    const member = members.byId(memberId) as MemberRow;
    if (!(await verifyPassword(body.current, member.password_hash))) {
      throw errors.wrongCurrentPassword();
    }
    if (!isStrongPassword(body.new)) throw errors.weakPassword();
    const passwordHash = await hashPassword(body.new);
    ctx.db
      .transaction(() => {
        members.setPassword(memberId, passwordHash);
        members.endOtherSessions(memberId, sessionId);
      })
      .immediate();
    res.json(ok);
  });

  // The same answer, and an e-mail, whether or not the e-mail has an account.
  router.post('/forgotpassword', (req, res) => {
    requireCaptcha(req.body);
    const { email } = bodyOf(req, ForgotBody);
    if (!EMAIL.test(email)) throw errors.invalidField('email');
    const { language } = answerOf(res);
    ctx.db
      .transaction(() => {
        const member = members.byEmail(email);
        if (member)
          mails.passwordReset(member.email, members.issueCode(member.id, 'reset'), language);
        else mails.noAccount(email.toLowerCase(), language);
      })
      .immediate();
    res.json(ok);
  });

  router.post('/resetpassword', async (req, res) => {
    const body = bodyOf(req, ResetBody);
    if (!isStrongPassword(body.password)) throw errors.weakPassword();
    const passwordHash = await hashPassword(body.password);
    ctx.db
      .transaction(() => {
        const member = members.byEmail(body.email);
        if (!member || !members.consumeCode(member.id, 'reset', body.token)) {
          throw errors.badResetToken();
        }
        members.setPassword(member.id, passwordHash);
        members.markVerified(member.id);
        members.endAllSessions(member.id);
      })
      .immediate();
    res.json(ok);
  });
}

/** Points, wallet rewards and offers. */
function loyaltyRoutes(router: Router, { ctx, members, auth }: MemberRoutes): void {
  router.get('/loyalty', (req, res) => {
    const { memberId } = auth.required(req, 'access');
    const member = members.byId(memberId) as MemberRow;
    const loyalty: Loyalty = { points: member.points, wallet: members.wallet(memberId) };
    res.set('cache-control', 'no-store').json(loyalty);
  });

  router.get('/balance', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    sameMember(req, memberId);
    res.json({ balance: (members.byId(memberId) as MemberRow).points });
  });

  router.get('/offers/all', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    res.json(members.openOffers(memberId).map(toOfferEntry));
  });

  router.post('/redeem', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    sameMember(req, memberId);
    const body = bodyOf(req, RedeemBody);
    const offerId = idParam(String(body.id));
    const answer = ctx.db
      .transaction(() => {
        const offer = offerId === undefined ? undefined : members.offer(memberId, offerId);
        if (!offer || (body.campaign !== undefined && body.campaign !== offer.campaign)) {
          throw errors.offerNotFound();
        }
        if (offer.redeemed_at !== null) throw errors.offerRedeemed();
        members.redeemOffer(offer.id);
        return toOfferEntry(offer);
      })
      .immediate();
    res.json(answer);
  });
}

/** What the member saved: favourite restaurants, cards, delivery addresses. */
function savedRoutes(router: Router, { members, auth, locations }: MemberRoutes): void {
  const favourites = (memberId: number): Location[] =>
    favouriteLocations(members, memberId, (id) => locations.findById(id));

  router.get('/faves/locations', (req, res) => {
    res.json(favourites(auth.required(req, 'ordering').memberId));
  });

  router.post('/faves/locations/:id', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    const locationId = idParam(req.params.id);
    if (locationId === undefined || !locations.findById(locationId)) {
      throw errors.locationNotFound();
    }
    members.addFavouriteLocation(memberId, locationId);
    res.json(favourites(memberId));
  });

  router.delete('/faves/locations/:id', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    const locationId = idParam(req.params.id);
    if (locationId !== undefined) members.removeFavouriteLocation(memberId, locationId);
    res.json(favourites(memberId));
  });

  // The allergens the member avoids, kept on the account (null: never saved).
  router.get('/allergens', (req, res) => {
    res.json({ profile: members.allergenProfile(auth.required(req, 'ordering').memberId) });
  });

  router.put('/allergens', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    const { avoid, hide } = bodyOf(req, AllergenProfileBody);
    const profile = { avoid: MAJOR_ALLERGENS.filter((allergen) => avoid.includes(allergen)), hide };
    members.saveAllergenProfile(memberId, profile);
    res.json({ profile });
  });

  router.get('/payments', (req, res) => {
    res.json(members.payments(auth.required(req, 'ordering').memberId));
  });

  router.delete('/payments/:id', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    const accountId = idParam(req.params.id);
    if (accountId === undefined || !members.deletePayment(memberId, accountId)) {
      throw errors.paymentNotFound();
    }
    res.status(204).end();
  });

  router.get('/addresses', (req, res) => {
    res.json(members.addresses(auth.required(req, 'ordering').memberId));
  });

  router.delete('/addresses/:id', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    const addressId = idParam(req.params.id);
    if (addressId === undefined || !members.deleteAddress(memberId, addressId)) {
      throw errors.addressNotFound();
    }
    res.status(204).end();
  });
}

/** §7.1 member calls, mounted at `/ordering/v1/members`. */
export function membersRouter(ctx: Ctx, deps: MemberRouteDeps): Router {
  const { members, mailbox } = deps;
  const router = Router();
  const mails = memberMails(mailbox);
  const parts: MemberRoutes = {
    ...deps,
    ctx,
    mails,
    signIn: (member) => ({
      status: 'ok',
      data: { tokens: members.createSession(member.id), user: toMember(member) },
    }),
    sendCode: (member, language, again = false) =>
      mails.verification(member.email, members.issueCode(member.id, 'verify'), language, again),
    newCodes: createNewCodeAsks(ctx),
  };
  signUpRoutes(router, parts);
  newCodeRoutes(router, parts);
  signInRoutes(router, parts);
  profileRoutes(router, parts);
  passwordRoutes(router, parts);
  loyaltyRoutes(router, parts);
  rewardsRoutes(router, { ctx, auth: deps.auth, rewards: createRewardsStore(ctx) });
  savedRoutes(router, parts);
  return router;
}

/** §7.1 `POST eclub/subscribe`, mounted at `/ordering/v1/eclub`. */
export function eclubRouter(ctx: Ctx): Router {
  const router = Router();
  router.post('/subscribe', (req, res) => {
    const body = bodyOf(req, EclubBody);
    if (!EMAIL.test(body.email)) throw errors.invalidField('email');
    if (body.zip && !/^\d{5}$/.test(body.zip)) throw errors.invalidField('zip code');
    if (body.birthday && !/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/.test(body.birthday)) {
      throw errors.invalidField('birthday (MM/DD)');
    }
    ctx.db
      .prepare(
        'INSERT INTO eclub_subscriptions (email, first_name, zip, birthday, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(body.email, body.first_name ?? null, body.zip ?? null, body.birthday ?? null, ctx.now());
    res.json(ok);
  });
  return router;
}
