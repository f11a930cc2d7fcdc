import type { AllergenProfile } from '@qsr/shared-contracts/core';
import type {
  Location,
  Member,
  MemberAddress,
  MemberPayment,
  OfferEntry,
  WalletReward,
} from '@qsr/shared-contracts';
import type { TokenSet } from '@qsr/shared-contracts/core';
import { ORDERING_TOKEN_PROVIDER } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { newCode, newToken, sha256 } from './passwords';

export interface MemberRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  optin: number;
  optin_sms: number;
  password_hash: string;
  verified: number;
  points: number;
  created_at: number;
}

interface AddressRow {
  id: number;
  address: string;
  building: string | null;
  city: string;
  state: string;
  zip: string;
  lat: number | null;
  lng: number | null;
  is_default: number;
}

interface PaymentRow {
  account_id: number;
  card_type: string;
  last4: string;
  expiry: string;
  is_default: number;
}

export interface OfferRow {
  id: number;
  member_id: number;
  channel: string;
  campaign: string;
  label: string;
  refs: string;
  discount_kind: 'percent' | 'amount';
  discount_value: number;
  redeemed_at: number | null;
}

export type SessionLookup =
  | { status: 'ok'; memberId: number; sessionId: number }
  | { status: 'expired' }
  | { status: 'unknown' };

export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  optin: row.optin === 1,
  optin_sms: row.optin_sms === 1,
});

export const toOfferEntry = (row: OfferRow): OfferEntry => ({
  id: row.id,
  channel: row.channel,
  campaign: row.campaign,
  label: row.label,
  memberid: row.member_id,
  references: JSON.parse(row.refs) as string[],
});

/** Verification codes live 30 minutes, reset tokens one hour. */
export const CODE_TTL_MS = { verify: 30 * 60_000, reset: 60 * 60_000 } as const;
/** The code of an e-mail change lives 30 minutes and takes five wrong tries. */
const EMAIL_CHANGE_TTL_MS = 30 * 60_000;
const EMAIL_CHANGE_TRIES = 5;

/** Sign-ins: a session's two tokens, looked up and ended. */
function sessionRows(ctx: Ctx) {
  const { db } = ctx;
  return {
    /** A new sign-in: both tokens, expiring together. */
    createSession(memberId: number): TokenSet {
      const access = newToken();
      const ordering = newToken();
      const now = ctx.now();
      const expires = now + ctx.options.tokenTtlMs;
      db.prepare(
        `INSERT INTO sessions (member_id, access_hash, ordering_hash, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(memberId, sha256(access), sha256(ordering), now, expires);
      return {
        'access.token': access,
        'ordering.access.token': ordering,
        id: memberId,
        provider: ORDERING_TOKEN_PROVIDER,
        expires: new Date(expires).toISOString(),
      };
    },

    lookUpSession(kind: 'access' | 'ordering', token: string): SessionLookup {
      const column = kind === 'access' ? 'access_hash' : 'ordering_hash';
      const row = db
        .prepare<[string], { id: number; member_id: number; expires_at: number }>(
          `SELECT id, member_id, expires_at FROM sessions WHERE ${column} = ?`,
        )
        .get(sha256(token));
      if (!row) return { status: 'unknown' };
      if (row.expires_at <= ctx.now()) return { status: 'expired' };
      return { status: 'ok', memberId: row.member_id, sessionId: row.id };
    },

    endSession(sessionId: number): void {
      db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
    },

    endAllSessions(memberId: number): void {
      db.prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId);
    },

    /** A password change: every session of the member but the one that changed it ends. */
    endOtherSessions(memberId: number, keptSessionId: number): void {
      db.prepare('DELETE FROM sessions WHERE member_id = ? AND id != ?').run(
        memberId,
        keptSessionId,
      );
    },
  };
}

/** A change of login e-mail, confirmed by a code. */
function emailChangeRows(ctx: Ctx) {
  const { db } = ctx;
  return {
    /** Starts (or restarts) the member's change to `email`: the code that confirms it. */
    startEmailChange(memberId: number, email: string): string {
      const code = newCode();
      db.prepare(
        `INSERT INTO member_email_changes (member_id, email, code_hash, wrong, expires_at)
         VALUES (?, ?, ?, 0, ?)
         ON CONFLICT (member_id) DO UPDATE SET email = excluded.email,
           code_hash = excluded.code_hash, wrong = 0, expires_at = excluded.expires_at`,
      ).run(memberId, email, sha256(code), ctx.now() + EMAIL_CHANGE_TTL_MS);
      return code;
    },

    /**
     * Uses up the pending change to `email` when `code` is its code and it is unexpired; a
     * wrong code counts, and the change ends after `EMAIL_CHANGE_TRIES` of them.
     */
    confirmEmailChange(memberId: number, email: string, code: string): boolean {
      const row = db
        .prepare<[number], { email: string; code_hash: string; wrong: number; expires_at: number }>(
          'SELECT email, code_hash, wrong, expires_at FROM member_email_changes WHERE member_id = ?',
        )
        .get(memberId);
      if (!row || row.expires_at <= ctx.now()) return false;
      const right =
        row.email.toLowerCase() === email.toLowerCase() && row.code_hash === sha256(code.trim());
      if (right || row.wrong + 1 >= EMAIL_CHANGE_TRIES) {
        db.prepare('DELETE FROM member_email_changes WHERE member_id = ?').run(memberId);
      } else {
        db.prepare('UPDATE member_email_changes SET wrong = wrong + 1 WHERE member_id = ?').run(
          memberId,
        );
      }
      return right;
    },
  };
}

/** The codes a member is e-mailed: to verify the account, to reset the password. */
function emailedCodeRows(ctx: Ctx) {
  const { db } = ctx;
  return {
    /** A new code (verify: six digits; reset: a token); earlier unused ones of that kind stop working. */
    issueCode(memberId: number, kind: 'verify' | 'reset'): string {
      const code = kind === 'verify' ? newCode() : newToken();
      const now = ctx.now();
      db.prepare(
        'UPDATE member_codes SET used_at = ? WHERE member_id = ? AND kind = ? AND used_at IS NULL',
      ).run(now, memberId, kind);
      db.prepare(
        `INSERT INTO member_codes (member_id, kind, code_hash, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(memberId, kind, sha256(code), now, now + CODE_TTL_MS[kind]);
      return code;
    },

    /** Uses up a code when it is this member's, unused and unexpired. */
    consumeCode(memberId: number, kind: 'verify' | 'reset', code: string): boolean {
      const now = ctx.now();
      const row = db
        .prepare<[number, string, string, number], { id: number }>(
          `SELECT id FROM member_codes WHERE member_id = ? AND kind = ? AND code_hash = ?
             AND used_at IS NULL AND expires_at > ?`,
        )
        .get(memberId, kind, sha256(code.trim()), now);
      if (!row) return false;
      db.prepare('UPDATE member_codes SET used_at = ? WHERE id = ?').run(now, row.id);
      return true;
    },
  };
}

/** A member's delivery addresses, most recent first. */
function addressRows(ctx: Ctx) {
  const { db } = ctx;
  return {
    addresses(memberId: number): MemberAddress[] {
      return db
        .prepare<[number], AddressRow>(
          `SELECT id, address, building, city, state, zip, lat, lng, is_default
           FROM member_addresses WHERE member_id = ? ORDER BY recency DESC, id DESC`,
        )
        .all(memberId)
        .map((row) => ({
          id: row.id,
          address: row.address,
          ...(row.building ? { building: row.building } : {}),
          city: row.city,
          state: row.state,
          zip: row.zip,
          default: row.is_default === 1,
          ...(row.lat === null || row.lng === null ? {} : { lat: row.lat, lng: row.lng }),
        }));
    },

    /** Saves a delivery address as the most recent one (an identical one just moves up). */
    rememberAddress(
      memberId: number,
      address: Omit<MemberAddress, 'id' | 'default'> & { isDefault?: boolean },
    ): void {
      const recency =
        (
          db
            .prepare<[number], { r: number | null }>(
              'SELECT MAX(recency) AS r FROM member_addresses WHERE member_id = ?',
            )
            .get(memberId) ?? { r: 0 }
        ).r ?? 0;
      const same = db
        .prepare<[number, string, string, string, string], { id: number }>(
          `SELECT id FROM member_addresses WHERE member_id = ? AND address = ?
             AND IFNULL(building, '') = ? AND city = ? AND zip = ?`,
        )
        .get(memberId, address.address, address.building ?? '', address.city, address.zip);
      if (same) {
        db.prepare('UPDATE member_addresses SET recency = ? WHERE id = ?').run(
          recency + 1,
          same.id,
        );
        return;
      }
      db.prepare(
        `INSERT INTO member_addresses (member_id, address, building, city, state, zip, lat, lng,
           is_default, recency) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        memberId,
        address.address,
        address.building ?? null,
        address.city,
        address.state,
        address.zip,
        address.lat ?? null,
        address.lng ?? null,
        address.isDefault ? 1 : 0,
        recency + 1,
      );
    },

    deleteAddress(memberId: number, id: number): boolean {
      return (
        db.prepare('DELETE FROM member_addresses WHERE id = ? AND member_id = ?').run(id, memberId)
          .changes > 0
      );
    },
  };
}

/** A member's saved cards. */
function savedCardRows(ctx: Ctx) {
  const { db } = ctx;

  function listPayments(memberId: number): MemberPayment[] {
    return db
      .prepare<[number], PaymentRow>(
        `SELECT account_id, card_type, last4, expiry, is_default FROM member_payments
         WHERE member_id = ? ORDER BY is_default DESC, account_id`,
      )
      .all(memberId)
      .map((row) => ({
        account: { id: row.account_id },
        card_type: row.card_type,
        last4: row.last4,
        expiry: row.expiry,
        default: row.is_default === 1,
      }));
  }

  return {
    payments: listPayments,

    payment(memberId: number, accountId: number): MemberPayment | undefined {
      return listPayments(memberId).find((payment) => payment.account.id === accountId);
    },

    deletePayment(memberId: number, accountId: number): boolean {
      return (
        db
          .prepare('DELETE FROM member_payments WHERE account_id = ? AND member_id = ?')
          .run(accountId, memberId).changes > 0
      );
    },
  };
}

/** The restaurants a member marked as favourites. */
function favouriteLocationRows(ctx: Ctx) {
  const { db } = ctx;
  return {
    favouriteLocationIds(memberId: number): number[] {
      return db
        .prepare<[number], { location_id: number }>(
          'SELECT location_id FROM member_fave_locations WHERE member_id = ? ORDER BY created_at, location_id',
        )
        .all(memberId)
        .map((row) => row.location_id);
    },

    addFavouriteLocation(memberId: number, locationId: number): void {
      db.prepare(
        'INSERT OR IGNORE INTO member_fave_locations (member_id, location_id, created_at) VALUES (?, ?, ?)',
      ).run(memberId, locationId, ctx.now());
    },

    removeFavouriteLocation(memberId: number, locationId: number): void {
      db.prepare('DELETE FROM member_fave_locations WHERE member_id = ? AND location_id = ?').run(
        memberId,
        locationId,
      );
    },
  };
}

/** A member's wallet rewards and offers. */
function loyaltyRows(ctx: Ctx) {
  const { db } = ctx;
  return {
    wallet(memberId: number): WalletReward[] {
      return db
        .prepare<
          [number],
          {
            label: string;
            cred: string;
            image: string | null;
            expires: string | null;
            status: string;
          }
        >(
          'SELECT label, cred, image, expires, status FROM wallet_rewards WHERE member_id = ? ORDER BY position',
        )
        .all(memberId)
        .map((row) => ({
          label: row.label,
          cred: row.cred,
          ...(row.image ? { image: row.image } : {}),
          expires: row.expires,
          status: row.status,
        }));
    },

    offers(memberId: number): OfferRow[] {
      return db
        .prepare<[number], OfferRow>('SELECT * FROM member_offers WHERE member_id = ? ORDER BY id')
        .all(memberId);
    },

    /** The member's offers a placed order has not used up: what the offers list shows (§4.10). */
    openOffers(memberId: number): OfferRow[] {
      return db
        .prepare<[number], OfferRow>(
          `SELECT m.* FROM member_offers m WHERE m.member_id = ? AND NOT EXISTS (
             SELECT 1 FROM order_rewards r JOIN orders o ON o.id = r.order_id
             WHERE r.offer_id = m.id AND o.submitted_at IS NOT NULL)
           ORDER BY m.id`,
        )
        .all(memberId);
    },

    offer(memberId: number, id: number): OfferRow | undefined {
      return db
        .prepare<[number, number], OfferRow>(
          'SELECT * FROM member_offers WHERE id = ? AND member_id = ?',
        )
        .get(id, memberId);
    },

    redeemOffer(id: number): void {
      db.prepare('UPDATE member_offers SET redeemed_at = ? WHERE id = ?').run(ctx.now(), id);
    },
  };
}

/** A §3 profile as the members table keeps it (its opt-ins as 0 or 1). */
export function profileColumns(profile: Omit<Member, 'id'>) {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    phone: profile.phone,
    optin: profile.optin ? 1 : 0,
    optin_sms: profile.optin_sms ? 1 : 0,
  };
}

/** Members and everything that hangs off them. Every read is scoped to one member id. */
export function createMemberStore(ctx: Ctx) {
  const { db } = ctx;
  const byId = db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?');
  const byEmail = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?');

  return {
    byId: (id: number) => byId.get(id),
    byEmail: (email: string) => byEmail.get(email.trim()),

    create(member: Omit<MemberRow, 'id' | 'points' | 'created_at'>): MemberRow {
      const info = db
        .prepare(
          `INSERT INTO members (email, first_name, last_name, phone, optin, optin_sms, password_hash,
             verified, points, created_at)
           VALUES (@email, @first_name, @last_name, @phone, @optin, @optin_sms, @password_hash,
             @verified, 0, @created_at)`,
        )
        .run({ ...member, created_at: ctx.now() });
      return byId.get(Number(info.lastInsertRowid)) as MemberRow;
    },

    updateProfile(id: number, profile: Omit<Member, 'id'>): void {
      db.prepare(
        `UPDATE members SET first_name = @first_name, last_name = @last_name, email = @email,
           phone = @phone, optin = @optin, optin_sms = @optin_sms WHERE id = @id`,
      ).run({ id, ...profileColumns(profile) });
    },

    /** The member's allergen profile, or null when they never saved one. */
    allergenProfile(id: number): AllergenProfile | null {
      const row = db
        .prepare<[number], { allergen_profile: string | null }>(
          'SELECT allergen_profile FROM members WHERE id = ?',
        )
        .get(id);
      return row?.allergen_profile ? (JSON.parse(row.allergen_profile) as AllergenProfile) : null;
    },

    saveAllergenProfile(id: number, profile: AllergenProfile): void {
      db.prepare('UPDATE members SET allergen_profile = ? WHERE id = ?').run(
        JSON.stringify({ avoid: profile.avoid, hide: profile.hide }),
        id,
      );
    },

    setPassword(id: number, passwordHash: string): void {
      db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(passwordHash, id);
    },

    markVerified(id: number): void {
      db.prepare('UPDATE members SET verified = 1 WHERE id = ?').run(id);
    },

    /** Points earned by a placed order, kept in the member's points history with its number. */
    addPoints(id: number, points: number, order?: { id: string; number: number | null }): void {
      db.prepare('UPDATE members SET points = points + ? WHERE id = ?').run(points, id);
      if (!order || points === 0) return;
      db.prepare(
        `INSERT INTO points_entries (member_id, at, points, order_id, order_number)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(id, ctx.now(), points, order.id, order.number === null ? null : String(order.number));
    },

    /** A cancelled order earns nothing: the points it earned go, and its line in the history. */
    forfeitPoints(id: number, orderId: string): void {
      const earned =
        db
          .prepare<[number, string], { points: number | null }>(
            'SELECT SUM(points) AS points FROM points_entries WHERE member_id = ? AND order_id = ?',
          )
          .get(id, orderId)?.points ?? 0;
      if (earned === 0) return;
      db.prepare('UPDATE members SET points = MAX(0, points - ?) WHERE id = ?').run(earned, id);
      db.prepare('DELETE FROM points_entries WHERE member_id = ? AND order_id = ?').run(
        id,
        orderId,
      );
    },

    ...sessionRows(ctx),
    ...emailChangeRows(ctx),
    ...emailedCodeRows(ctx),
    ...addressRows(ctx),
    ...savedCardRows(ctx),
    ...favouriteLocationRows(ctx),
    ...loyaltyRows(ctx),
  };
}

export type MemberStore = ReturnType<typeof createMemberStore>;

/** Favourite locations as locations, in the order they were added. */
export function favouriteLocations(
  store: MemberStore,
  memberId: number,
  find: (id: number) => Location | undefined,
): Location[] {
  return store
    .favouriteLocationIds(memberId)
    .map(find)
    .filter((location): location is Location => location !== undefined);
}
