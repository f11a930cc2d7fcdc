import { createCtx } from '../context';
import { createCouponStore } from '../coupons/store';
import { CATERING_MENU } from '../fixtures/catering-menu';
import { allergensOfChoice } from '../fixtures/choice-allergens';
import { CONSUMER_MENU } from '../fixtures/consumer-menu';
import { COUPONS, type CouponFixture } from '../fixtures/coupons';
import { DAYPARTS } from '../fixtures/dayparts';
import { spanishStory } from '../fixtures/content/spanish';
import { STORIES } from '../fixtures/content/stories';
import { APPLY_BASE, JOBS } from '../fixtures/jobs';
import { LOCATION_EXTRAS } from '../fixtures/location-extras';
import { LOCATIONS } from '../fixtures/locations';
import {
  MEMBERS,
  REWARDS_MEMBER,
  type LineFixture,
  type MemberFixture,
  type OrderFixture,
} from '../fixtures/members';
import { hashPasswordSync } from '../members/passwords';
import { ACCOUNT_TEXT_ES } from '../fixtures/spanish/account-text';
import { JOB_TEXT_ES } from '../fixtures/spanish/job-text';
import { MENU_TEXT_ES } from '../fixtures/spanish/menu-text';
import { priceOrder } from '../orders/pricing';
import { createOrderStore } from '../orders/store';
import { leadMinutes } from '../time/lead';
import type { Db } from './database';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The chain's dayparts, and the daypart of each product of every menu, by sku: run after the
 * menus of a scale are seeded (a database seeded before dayparts learns them too).
 */
export function seedDayparts(db: Db): void {
  const insert = db.prepare(
    'INSERT OR REPLACE INTO dayparts (name, from_time, until_time) VALUES (?, ?, ?)',
  );
  for (const daypart of Object.values(DAYPARTS)) {
    insert.run(daypart.name, daypart.from, daypart.until);
  }
  const setDaypart = db.prepare('UPDATE products SET daypart = ? WHERE sku = ?');
  for (const template of [CONSUMER_MENU, CATERING_MENU]) {
    for (const category of template.categories) {
      for (const product of category.products) {
        if (product.daypart) setDaypart.run(product.daypart, product.sku);
      }
    }
  }
}
/** The dietary flags of each product of every menu, by sku: run after the menus of a scale. */
export function seedDietary(db: Db): void {
  const setDietary = db.prepare('UPDATE products SET dietary = ? WHERE sku = ?');
  for (const template of [CONSUMER_MENU, CATERING_MENU]) {
    for (const category of template.categories) {
      for (const product of category.products) {
        setDietary.run(product.dietary?.join(',') ?? null, product.sku);
      }
    }
  }
}

/**
 * What each choice of every menu adds to an item's allergens, by its name: run after the menus
 * of a scale are seeded (a database seeded before choices named theirs learns them too).
 */
export function seedChoiceAllergens(db: Db): void {
  db.prepare('DELETE FROM choice_allergens').run();
  const insert = db.prepare(
    'INSERT INTO choice_allergens (choice_id, allergen, position) VALUES (?, ?, ?)',
  );
  const choices = db.prepare<[], { id: number; name: string }>(
    'SELECT id, name FROM option_choices',
  );
  for (const choice of choices.all()) {
    allergensOfChoice(choice.name).forEach((allergen, position) =>
      insert.run(choice.id, allergen, position),
    );
  }
}

const cents = (dollars: number): number => Math.round(dollars * 100);
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Taxes, delivery zones, franchise ids; coupons; members with their history. */
export function seedOrdering(db: Db, now: number): void {
  const setExtras = db.prepare(
    `UPDATE locations SET tax_rate = ?, delivery_radius_miles = ?, delivery_fee_cents = ?,
       franchise_id = ? WHERE id = ?`,
  );
  for (const [id, extras] of Object.entries(LOCATION_EXTRAS)) {
    setExtras.run(
      extras.taxRate,
      extras.delivery?.radiusMiles ?? null,
      cents(extras.delivery?.fee ?? 0),
      extras.franchiseId,
      Number(id),
    );
  }

  const insertCoupon = db.prepare(
    `INSERT INTO coupons (code, description, kind, value, sku, minimum_cents, channel, single_use, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const coupon of COUPONS) {
    insertCoupon.run(
      coupon.code,
      coupon.description,
      ...couponKind(coupon),
      cents(coupon.minimum ?? 0),
      coupon.channel ?? null,
      coupon.singleUse ? 1 : 0,
      coupon.expiresInDays === undefined ? null : now + coupon.expiresInDays * DAY_MS,
    );
  }

  for (const member of MEMBERS) seedMember(db, member, now);
}

/** A coupon's kind, value (percent or cents) and sku, as its table keeps them. */
function couponKind(coupon: CouponFixture): [string, number | null, string | null] {
  if (coupon.kind === 'item') return [coupon.kind, null, coupon.sku];
  return [coupon.kind, coupon.kind === 'percent' ? coupon.value : cents(coupon.value), null];
}

/**
 * The free-item codes (kind `item`) of a database seeded when they were amounts off: they
 * become that item, so an old sandbox no longer takes a biscuit's or a tea's price off a box
 * without one. Codes already of their kind are written the same again.
 */
export function seedItemCoupons(db: Db): void {
  const setKind = db.prepare('UPDATE coupons SET kind = ?, value = ?, sku = ? WHERE code = ?');
  for (const coupon of COUPONS) {
    if (coupon.kind === 'item') setKind.run(...couponKind(coupon), coupon.code);
  }
}

/**
 * The channel of each code, for a database seeded before a code was bound to one (FREETEA gave
 * any site a tea only the restaurants sell). Codes the database lacks are left to it.
 */
export function seedCouponChannels(db: Db): void {
  const setChannel = db.prepare('UPDATE coupons SET channel = ? WHERE code = ?');
  for (const coupon of COUPONS) setChannel.run(coupon.channel ?? null, coupon.code);
}

/**
 * The rewards member, unless a database seeded before it already has a member with
 * its id or e-mail (someone who signed up there): `npm run sandbox:reset` then brings it.
 */
export function seedRewardsMember(db: Db, now: number): void {
  const taken = db
    .prepare('SELECT 1 FROM members WHERE id = ? OR email = ?')
    .get(REWARDS_MEMBER.id, REWARDS_MEMBER.email);
  if (!taken) seedMember(db, REWARDS_MEMBER, now);
}

function seedMember(db: Db, member: MemberFixture, now: number): void {
  db.prepare(
    `INSERT INTO members (id, email, first_name, last_name, phone, optin, optin_sms, password_hash,
       verified, points, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(
    member.id,
    member.email,
    member.firstName,
    member.lastName,
    member.phone,
    member.optin ? 1 : 0,
    member.optinSms ? 1 : 0,
    hashPasswordSync(member.password),
    member.points,
    now - 400 * DAY_MS,
  );
  const insertAddress = db.prepare(
    `INSERT INTO member_addresses (member_id, address, building, city, state, zip, lat, lng,
       is_default, recency) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  member.addresses.forEach((address, i) =>
    insertAddress.run(
      member.id,
      address.address,
      address.building ?? null,
      address.city,
      address.state,
      address.zip,
      address.lat,
      address.lng,
      address.isDefault ? 1 : 0,
      member.addresses.length - i,
    ),
  );
  for (const card of member.cards) {
    db.prepare(
      `INSERT INTO member_payments (account_id, member_id, card_type, last4, expiry, is_default,
         created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      card.accountId,
      member.id,
      card.cardType,
      card.last4,
      card.expiry,
      card.isDefault ? 1 : 0,
      now,
    );
  }
  member.favouriteLocations.forEach((locationId, i) =>
    db
      .prepare(
        'INSERT INTO member_fave_locations (member_id, location_id, created_at) VALUES (?, ?, ?)',
      )
      .run(member.id, locationId, now - (member.favouriteLocations.length - i) * DAY_MS),
  );
  member.wallet.forEach((reward, i) =>
    db
      .prepare(
        `INSERT INTO wallet_rewards (member_id, label, cred, image, expires, status, position)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        member.id,
        reward.label,
        reward.cred,
        reward.image ?? null,
        reward.expiresInDays === undefined ? null : isoDate(now + reward.expiresInDays * DAY_MS),
        reward.status,
        i + 1,
      ),
  );
  for (const offer of member.offers) {
    db.prepare(
      `INSERT INTO member_offers (member_id, channel, campaign, label, refs, discount_kind,
         discount_value, redeemed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      member.id,
      offer.channel,
      offer.campaign,
      offer.label,
      JSON.stringify(offer.references),
      offer.kind,
      offer.kind === 'percent' ? offer.value : cents(offer.value),
      offer.redeemed ? now - 2 * DAY_MS : null,
    );
  }
  for (const order of member.orders) seedOrder(db, member, order, now);
}

/** Resolves a line of the fixtures (sku, option and choice names) on a menu. */
function resolveLine(db: Db, menuId: number, line: LineFixture) {
  const product = db
    .prepare<[number, string], { id: number }>(
      'SELECT id FROM products WHERE menu_id = ? AND sku = ?',
    )
    .get(menuId, line.sku);
  if (!product) throw new Error(`seed: ${line.sku} is not on menu ${menuId}`);
  const choices = (line.choices ?? []).map(([option, choice, quantity]) => {
    const row = db
      .prepare<[number, string, string], { id: number }>(
        `SELECT c.id FROM option_choices c JOIN product_options o ON o.id = c.option_id
         WHERE o.product_id = ? AND o.name = ? AND c.name = ?`,
      )
      .get(product.id, option, choice);
    if (!row) throw new Error(`seed: ${option} / ${choice} is not a choice of ${line.sku}`);
    return { id: row.id, quantity };
  });
  return {
    productId: product.id,
    quantity: line.quantity,
    instructions: line.instructions,
    choices,
  };
}

function seedOrder(db: Db, member: MemberFixture, order: OrderFixture, now: number): void {
  const location = LOCATIONS.find((l) => l.id === order.locationId);
  const extras = LOCATION_EXTRAS[order.locationId];
  if (!location || !extras) throw new Error(`seed: no restaurant ${order.locationId}`);
  const menuId = order.channel === 'catering' ? location.catering?.menuId : location.menuId;
  if (menuId === undefined) throw new Error(`seed: ${location.name} has no ${order.channel} menu`);
  const createdAt = order.daysAgo === undefined ? now - 20 * 60_000 : now - order.daysAgo * DAY_MS;
  let clock = createdAt;
  const ctx = createCtx(db, { now: () => clock });
  const store = createOrderStore(ctx);
  store.insert({
    id: order.id,
    menu_id: menuId,
    location_id: location.id,
    channel: order.channel,
    member_id: member.id,
  });
  for (const line of order.lines) store.addLine(order.id, resolveLine(db, menuId, line));
  store.update(order.id, {
    handoff: order.handoff,
    address: order.address
      ? JSON.stringify({
          address: order.address.address,
          ...(order.address.building ? { building: order.address.building } : {}),
          city: order.address.city,
          state: order.address.state,
          zip: order.address.zip,
          lat: order.address.lat,
          lng: order.address.lng,
        })
      : null,
    coupon_code: order.coupon ?? null,
    tip_cents: cents(order.tip ?? 0),
  });
  const coupons = createCouponStore(ctx);
  const coupon = order.coupon ? coupons.find(order.coupon) : undefined;
  if (coupon?.single_use) coupons.lock(coupon.code, order.id);
  if (order.daysAgo !== undefined) {
    const priced = priceOrder({
      lines: store.lines(order.id),
      choices: store.choices(order.id),
      channel: order.channel,
      handoff: order.handoff,
      taxRate: extras.taxRate,
      deliveryFeeCents: cents(extras.delivery?.fee ?? 0),
      coupon,
      rewards: [],
      tipCents: cents(order.tip ?? 0),
      donationCents: 0,
    });
    const card = member.cards[0];
    clock = createdAt + 5 * 60_000;
    store.update(order.id, {
      state: 'submitted',
      payments: JSON.stringify([
        {
          type: 'creditcard',
          amount: priced.total / 100,
          ...(card
            ? { account_id: card.accountId, card_type: card.cardType, last4: card.last4 }
            : {}),
        },
      ]),
      totals: JSON.stringify({ priced: { ...priced, lineTotals: [...priced.lineTotals] } }),
      submitted_at: clock,
      number: store.nextNumber(location.id),
      promised_at: clock + leadMinutes(order.channel, order.handoff) * 60_000,
      ready_base: clock,
    });
  }
  if (order.favourite) {
    db.prepare(
      'INSERT INTO favourite_orders (member_id, order_id, description, created_at) VALUES (?, ?, ?, ?)',
    ).run(member.id, order.id, order.favourite, createdAt + DAY_MS);
  }
}

/** Open positions at the restaurants. */
export function seedJobs(db: Db, now: number): void {
  const insert = db.prepare(
    `INSERT INTO jobs (id, title, location_id, franchise_id, city, state, zip, lat, lng,
       employment_type, description, posted, apply_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const job of JOBS) {
    const location = LOCATIONS.find((l) => l.id === job.locationId);
    if (!location) continue;
    insert.run(
      job.id,
      job.title,
      location.id,
      job.franchiseId,
      location.city,
      location.state,
      location.zip,
      location.lat,
      location.lng,
      job.employmentType,
      job.description,
      isoDate(now - job.postedDaysAgo * DAY_MS),
      `${APPLY_BASE}/${job.id}`,
    );
  }
}

/**
 * The Spanish of the platform's texts (menus, rewards and offers, jobs) and of every story.
 * A step of its own, so a database seeded before there was Spanish gets it (its stories'
 * older, partial Spanish versions replaced).
 */
export function seedSpanish(db: Db): void {
  const insert = db.prepare(
    "INSERT OR REPLACE INTO translations (lang, source, text) VALUES ('es', ?, ?)",
  );
  for (const texts of [MENU_TEXT_ES, ACCOUNT_TEXT_ES, JOB_TEXT_ES]) {
    for (const [source, text] of Object.entries(texts)) insert.run(source, text);
  }
  db.prepare("DELETE FROM story_translations WHERE lang = 'es'").run();
  const storyId = db.prepare<[string], { id: number }>(
    'SELECT id FROM stories WHERE full_slug = ?',
  );
  const translate = db.prepare(
    "INSERT INTO story_translations (story_id, lang, name, content) VALUES (?, 'es', ?, ?)",
  );
  for (const story of STORIES) {
    const row = storyId.get(story.full_slug);
    if (!row) continue;
    const spanish = spanishStory(story);
    translate.run(row.id, spanish.name, JSON.stringify(spanish.content));
  }
}
