import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import { channelOffers } from '@qsr/shared-contracts/core';
import {
  CHAIN_CATERING_CATEGORIES,
  CHAIN_CONSUMER_CATEGORIES,
  CHAIN_MENU_TEXT_ES,
} from '../fixtures/chain/menus';
import { METROS, STREETS, type Metro } from '../fixtures/chain/metros';
import { CATERING_MENU } from '../fixtures/catering-menu';
import { CONSUMER_MENU } from '../fixtures/consumer-menu';
import { choiceId, optionId, productId } from '../fixtures/ids';
import { APPLY_BASE, JOB_TITLES } from '../fixtures/jobs';
import {
  ALL_HANDOFFS,
  CLOSED_SUNDAY,
  EARLY,
  LATE,
  NO_DELIVERY,
  STANDARD,
} from '../fixtures/locations';
import { DEMO_PASSWORD } from '../fixtures/members';
import type { CategoryFixture, LocationFixture, MenuTemplate } from '../fixtures/types';
import { hashPasswordSync } from '../members/passwords';
import { priceOrder } from '../orders/pricing';
import { FIRST_NUMBER, type LineChoiceRow, type LineRow } from '../orders/store';
import { leadMinutes } from '../time/lead';
import type { Db } from './database';
import { insertLocations, menuCategoryInserter } from './seed-catalogue';

/** What `SANDBOX_SCALE=chain` seeds on top of the fixtures: a real chain's size. */
export const CHAIN = {
  seed: 20_261_124,
  restaurants: 800,
  ordersInAll: 50_000,
  jobsInAll: 2_000,
  members: 1_000,
  member: { email: 'chain@example.com', orders: 500, favourites: 50 },
} as const;

/** The member with the long history signs in with the demo member's password. */
export const CHAIN_MEMBER_PASSWORD = DEMO_PASSWORD;
const CHAIN_MEMBER_ID = 50_000;
const FIRST_RESTAURANT_ID = 2001;
const FIRST_MENU_ID = 300_001;
const FIRST_CATERING_MENU_ID = 400_001;

const DAY_MS = 24 * 60 * 60_000;
const cents = (dollars: number): number => Math.round(dollars * 100);
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Sales tax on prepared food by state (combined typical rates). */
const TAX_RATES: Readonly<Record<string, number>> = {
  NC: 0.0725,
  SC: 0.08,
  VA: 0.063,
  GA: 0.089,
  TN: 0.0975,
  FL: 0.07,
  AL: 0.1,
  KY: 0.06,
  OH: 0.0775,
  TX: 0.0825,
  LA: 0.0945,
  MS: 0.07,
};

const FAVOURITE_NAMES = [
  'Friday lunch',
  'Game night',
  'Office order',
  'Sunday supper',
  'Road trip',
  'Kids’ picks',
  'Breakfast run',
  'Movie night',
];

/** A seeded generator: the same chain on every machine. */
function random(seed: number) {
  const rng = xoroshiro128plus(seed);
  const int = (min: number, max: number) => unsafeUniformIntDistribution(min, max, rng);
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    /** A number in [-1, 1], denser around 0 (restaurants cluster near a city's centre). */
    spread: () => (int(0, 10_000) + int(0, 10_000)) / 10_000 - 1,
    chance: (share: number) => int(0, 9_999) < share * 10_000,
  };
}
type Random = ReturnType<typeof random>;

/** A template's products with their ids' positions and what an order must choose. */
interface MenuProduct {
  position: number;
  costCents: number;
  sku: string;
  name: string;
  required: Array<{ option: number; name: string; choices: Array<[number, number, string]> }>;
}

function productsOf(categories: readonly CategoryFixture[]): MenuProduct[] {
  return categories
    .flatMap((category) => category.products)
    .map((product, i) => ({
      position: i + 1,
      costCents: cents(product.cost),
      sku: product.sku,
      name: product.name,
      required: (product.options ?? []).flatMap((option, k) => {
        if (option.min === 0) return [];
        // The fewest choices that reach the minimum, each as many times as allowed.
        let left = option.min;
        const choices: Array<[number, number, string]> = [];
        option.choices.forEach((choice, c) => {
          if (left <= 0) return;
          const quantity = Math.min(left, option.maxPerChoice ?? 1);
          choices.push([c + 1, quantity, choice.name]);
          left -= quantity;
        });
        return [{ option: k + 1, name: option.name, choices }];
      }),
    }));
}

const productCount = (template: MenuTemplate) =>
  template.categories.reduce((sum, category) => sum + category.products.length, 0);

/** The chain's line-up after the template's own products on every menu already seeded. */
function extendSeededMenus(db: Db, insert: ReturnType<typeof menuCategoryInserter>): void {
  const menus = db
    .prepare<[], { id: number; channel: 'default' | 'catering' }>('SELECT id, channel FROM menus')
    .all();
  for (const menu of menus) {
    const template = menu.channel === 'catering' ? CATERING_MENU : CONSUMER_MENU;
    insert(
      menu.id,
      menu.channel === 'catering' ? CHAIN_CATERING_CATEGORIES : CHAIN_CONSUMER_CATEGORIES,
      { after: { categories: template.categories.length, products: productCount(template) } },
    );
  }
}

interface ChainRestaurant extends LocationFixture {
  delivers: boolean;
}

function metroShares(count: number): Array<[Metro, number]> {
  const total = METROS.reduce((sum, metro) => sum + metro.weight, 0);
  let given = 0;
  return METROS.map((metro, i) => {
    const share =
      i === METROS.length - 1 ? count - given : Math.round((count * metro.weight) / total);
    given += share;
    return [metro, share];
  });
}

function chainRestaurants(rand: Random, count: number): ChainRestaurant[] {
  const names = new Set<string>();
  const restaurants: ChainRestaurant[] = [];
  for (const [metro, share] of metroShares(count)) {
    for (let k = 0; k < share; k += 1) {
      const i = restaurants.length;
      const street = rand.pick(STREETS);
      const number = rand.int(100, 9899);
      const plain = `${metro.city} – ${street}`;
      const name = names.has(plain) ? `${metro.city} – ${number} ${street}` : plain;
      names.add(name);
      const lat = metro.lat + rand.spread() * 0.18;
      const lng = metro.lng + (rand.spread() * 0.18) / Math.cos((metro.lat * Math.PI) / 180);
      const delivers = rand.chance(0.7);
      restaurants.push({
        id: FIRST_RESTAURANT_ID + i,
        name,
        address: `${number} ${street}`,
        city: metro.city,
        state: metro.state,
        zip: `${metro.zipPrefix}${String(rand.int(1, 99)).padStart(2, '0')}`,
        lat: Math.round(lat * 10_000) / 10_000,
        lng: Math.round(lng * 10_000) / 10_000,
        phone: `${metro.areaCode}55501${String(rand.int(0, 99)).padStart(2, '0')}`,
        timezone: metro.timezone,
        hours: rand.pick([STANDARD, STANDARD, STANDARD, EARLY, LATE, CLOSED_SUNDAY]),
        handoffs: delivers ? ALL_HANDOFFS : NO_DELIVERY,
        menuId: FIRST_MENU_ID + i,
        ...(i % 3 === 0 ? { catering: { menuId: FIRST_CATERING_MENU_ID + i } } : {}),
        delivers,
      });
    }
  }
  return restaurants;
}

function insertRestaurants(
  db: Db,
  insert: ReturnType<typeof menuCategoryInserter>,
  restaurants: readonly ChainRestaurant[],
): void {
  const insertMenu = db.prepare(
    'INSERT INTO menus (id, name, channel, template_id) VALUES (?, ?, ?, ?)',
  );
  const consumer = [...CONSUMER_MENU.categories, ...CHAIN_CONSUMER_CATEGORIES];
  const catering = [...CATERING_MENU.categories, ...CHAIN_CATERING_CATEGORIES];
  for (const restaurant of restaurants) {
    insertMenu.run(restaurant.menuId, `${restaurant.name} Menu`, 'default', CONSUMER_MENU.id);
    insert(restaurant.menuId, consumer);
    if (restaurant.catering) {
      const menuId = restaurant.catering.menuId;
      insertMenu.run(menuId, `${restaurant.name} Catering Menu`, 'catering', CATERING_MENU.id);
      insert(menuId, catering);
    }
  }
  insertLocations(db, restaurants);
  const setExtras = db.prepare(
    `UPDATE locations SET tax_rate = ?, delivery_radius_miles = ?, delivery_fee_cents = ?,
       franchise_id = ? WHERE id = ?`,
  );
  for (const restaurant of restaurants) {
    setExtras.run(
      TAX_RATES[restaurant.state] ?? 0.07,
      restaurant.delivers ? 6 : null,
      restaurant.delivers ? 299 : 0,
      `FR-${restaurant.id}`,
      restaurant.id,
    );
  }
}

function insertMembers(db: Db, now: number): number[] {
  const insert = db.prepare(
    `INSERT INTO members (id, email, first_name, last_name, phone, optin, optin_sms, password_hash,
       verified, points, created_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?, 1, ?, ?)`,
  );
  // One hash for every generated member: hashing is slow on purpose, and they share a password.
  const hash = hashPasswordSync(CHAIN_MEMBER_PASSWORD);
  insert.run(
    CHAIN_MEMBER_ID,
    CHAIN.member.email,
    'Casey',
    'Regular',
    '9195550188',
    hash,
    1250,
    now - 5 * 365 * DAY_MS,
  );
  const ids = [CHAIN_MEMBER_ID];
  for (let i = 1; i < CHAIN.members; i += 1) {
    const id = CHAIN_MEMBER_ID + i;
    insert.run(id, `member${i}@example.com`, 'Member', `No. ${i}`, '', hash, i % 500, now);
    ids.push(id);
  }
  return ids;
}

/** The statements that write the seeded orders. */
function orderStatements(db: Db) {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, menu_id, location_id, channel, member_id, state, handoff, created_at,
       updated_at, submitted_at, ready_base, promised_at, number, payments, totals)
     VALUES (?, ?, ?, ?, ?, 'submitted', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, product_id, quantity, instructions, isupsell, position)
     VALUES (?, ?, ?, NULL, 0, ?)`,
  );
  const insertChoice = db.prepare(
    'INSERT INTO order_line_choices (line_id, choice_id, quantity, position) VALUES (?, ?, ?, ?)',
  );
  const settle = db.prepare('UPDATE orders SET payments = ?, totals = ? WHERE id = ?');
  const insertFavourite = db.prepare(
    'INSERT INTO favourite_orders (member_id, order_id, description, created_at) VALUES (?, ?, ?, ?)',
  );
  return { insertOrder, insertLine, insertChoice, settle, insertFavourite };
}
type OrderStatements = ReturnType<typeof orderStatements>;

/** One seeded order's lines with their required choices: written, and as pricing reads them. */
function insertLinesOf(
  write: OrderStatements,
  rand: Random,
  orderId: string,
  menuId: number,
  products: readonly MenuProduct[],
): { lines: LineRow[]; choices: LineChoiceRow[] } {
  const lines: LineRow[] = [];
  const choices: LineChoiceRow[] = [];
  const lineCount = rand.int(1, 3);
  for (let l = 0; l < lineCount; l += 1) {
    const product = rand.pick(products);
    const id = productId(menuId, product.position);
    const quantity = rand.int(1, 2);
    const lineId = Number(write.insertLine.run(orderId, id, quantity, l + 1).lastInsertRowid);
    lines.push({
      id: lineId,
      order_id: orderId,
      product_id: id,
      quantity,
      instructions: null,
      isupsell: 0,
      position: l + 1,
      sku: product.sku,
      name: product.name,
      cost_cents: product.costCents,
      // For pricing a placed order: when it could be ordered no longer matters.
      available: 1,
      daypart: null,
      daypart_from: null,
      daypart_until: null,
      guest_id: null,
      guest_name: null,
    });
    let position = 0;
    for (const option of product.required) {
      const opt = optionId(id, option.option);
      for (const [choice, count, name] of option.choices) {
        position += 1;
        write.insertChoice.run(lineId, choiceId(opt, choice), count, position);
        choices.push({
          line_id: lineId,
          choice_id: choiceId(opt, choice),
          quantity: count,
          name,
          cost_cents: 0,
          option_id: opt,
          option_name: option.name,
          option_position: option.option,
          choice_position: choice,
        });
      }
    }
  }
  return { lines, choices };
}

/** 50,000 placed orders in all: the chain member's 500, the rest spread over members and guests. */
function insertOrders(
  db: Db,
  rand: Random,
  now: number,
  restaurants: readonly ChainRestaurant[],
  members: readonly number[],
): void {
  const existing = (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  const write = orderStatements(db);
  const consumer = productsOf([...CONSUMER_MENU.categories, ...CHAIN_CONSUMER_CATEGORIES]);
  const catering = productsOf([...CATERING_MENU.categories, ...CHAIN_CATERING_CATEGORIES]);
  const numbers = new Map<number, number>();
  const taxRates = new Map(restaurants.map((r) => [r.id, TAX_RATES[r.state] ?? 0.07]));

  const total = Math.max(0, CHAIN.ordersInAll - existing);
  for (let n = 0; n < total; n += 1) {
    const forChainMember = n < CHAIN.member.orders;
    const memberId = forChainMember
      ? CHAIN_MEMBER_ID
      : rand.chance(0.6)
        ? (members[rand.int(1, members.length - 1)] as number)
        : null;
    const restaurant = forChainMember
      ? (restaurants[n % 40] as ChainRestaurant)
      : rand.pick(restaurants);
    const isCatering = restaurant.catering !== undefined && rand.chance(0.1);
    const channel = isCatering ? 'catering' : 'default';
    const menuId = isCatering ? (restaurant.catering?.menuId as number) : restaurant.menuId;
    const products = isCatering ? catering : consumer;
    const drawn = rand.chance(0.7) ? 'pickup' : 'curbside';
    // A catering order is never curbside (§1); the draw is kept so the rest of the chain stays.
    const handoff = channelOffers(channel, drawn) ? drawn : 'pickup';
    // Spread over five years, the chain member's roughly every three and a half days.
    const daysAgo = forChainMember ? 1 + n * 3.5 : rand.int(1, 5 * 365);
    const createdAt = now - daysAgo * DAY_MS - rand.int(0, 12 * 60) * 60_000;
    const submittedAt = createdAt + 5 * 60_000;
    const orderId = `c0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
    const number = (numbers.get(restaurant.id) ?? FIRST_NUMBER - 1) + 1;
    numbers.set(restaurant.id, number);

    // The order row first (lines refer to it); its payment and totals once priced.
    write.insertOrder.run(
      orderId,
      menuId,
      restaurant.id,
      channel,
      memberId,
      handoff,
      createdAt,
      submittedAt,
      submittedAt,
      submittedAt,
      submittedAt + leadMinutes(channel, handoff) * 60_000,
      number,
      null,
      null,
    );
    const { lines, choices } = insertLinesOf(write, rand, orderId, menuId, products);
    const priced = priceOrder({
      lines,
      choices,
      channel,
      handoff,
      taxRate: taxRates.get(restaurant.id) ?? 0.07,
      deliveryFeeCents: 0,
      rewards: [],
      tipCents: 0,
      donationCents: 0,
    });
    write.settle.run(
      JSON.stringify([{ type: 'creditcard', amount: priced.total / 100 }]),
      JSON.stringify({ priced: { ...priced, lineTotals: [...priced.lineTotals] } }),
      orderId,
    );
    if (forChainMember && n % (CHAIN.member.orders / CHAIN.member.favourites) === 0) {
      const label = `${FAVOURITE_NAMES[(n / 10) % FAVOURITE_NAMES.length]} ${Math.floor(n / 80) + 1}`;
      write.insertFavourite.run(CHAIN_MEMBER_ID, orderId, label, submittedAt + DAY_MS);
    }
  }
  const faveLocation = db.prepare(
    'INSERT INTO member_fave_locations (member_id, location_id, created_at) VALUES (?, ?, ?)',
  );
  restaurants
    .slice(0, CHAIN.member.favourites)
    .forEach((restaurant, i) => faveLocation.run(CHAIN_MEMBER_ID, restaurant.id, now - i * DAY_MS));
}

/** Open positions at the chain's restaurants, up to 2,000 in all. */
function insertJobs(db: Db, rand: Random, now: number, restaurants: readonly ChainRestaurant[]) {
  const existing = (db.prepare('SELECT COUNT(*) AS n FROM jobs').get() as { n: number }).n;
  const insert = db.prepare(
    `INSERT INTO jobs (id, title, location_id, franchise_id, city, state, zip, lat, lng,
       employment_type, description, posted, apply_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let left = CHAIN.jobsInAll - existing;
  for (let round = 0; left > 0; round += 1) {
    for (const restaurant of restaurants) {
      if (left <= 0) break;
      const t = (restaurant.id + round) % JOB_TITLES.length;
      const [title, employmentType, description] = JOB_TITLES[t] as (typeof JOB_TITLES)[number];
      const id = `J${restaurant.id}${String(round + 1).padStart(2, '0')}`;
      insert.run(
        id,
        title,
        restaurant.id,
        `FR-${restaurant.id}`,
        restaurant.city,
        restaurant.state,
        restaurant.zip,
        restaurant.lat,
        restaurant.lng,
        employmentType,
        description,
        isoDate(now - rand.int(0, 60) * DAY_MS),
        `${APPLY_BASE}/${id}`,
      );
      left -= 1;
    }
  }
}

/**
 * The chain-scale seed step (`SANDBOX_SCALE=chain`): the flavour line-up on every menu, about
 * 800 restaurants over twelve states (the fixtures' and generated ones), a member with 500
 * past orders and 50 favourites, 50,000 orders in all and 2,000 job postings. Deterministic:
 * one seeded generator.
 */
export function seedChain(db: Db, now: number): void {
  const rand = random(CHAIN.seed);
  const insert = menuCategoryInserter(db);
  extendSeededMenus(db, insert);
  const seeded = (db.prepare('SELECT COUNT(*) AS n FROM locations').get() as { n: number }).n;
  const restaurants = chainRestaurants(rand, CHAIN.restaurants - seeded);
  insertRestaurants(db, insert, restaurants);
  const members = insertMembers(db, now);
  insertOrders(db, rand, now, restaurants, members);
  insertJobs(db, rand, now, restaurants);
}

/**
 * The Spanish of the chain's menus: the line-up's categories and products, and each generated
 * restaurant's menu names (named as `menu-text.ts` names the fixtures'). A step of its own, so
 * a chain seeded before it had Spanish gets it.
 */
export function seedChainSpanish(db: Db): void {
  const insert = db.prepare(
    "INSERT OR REPLACE INTO translations (lang, source, text) VALUES ('es', ?, ?)",
  );
  for (const [source, text] of Object.entries(CHAIN_MENU_TEXT_ES)) insert.run(source, text);
  const restaurants = db
    .prepare<[number], { name: string }>('SELECT name FROM locations WHERE id >= ?')
    .all(FIRST_RESTAURANT_ID);
  for (const { name } of restaurants) {
    insert.run(`${name} Menu`, `Menú de ${name}`);
    insert.run(`${name} Catering Menu`, `Menú de catering de ${name}`);
  }
}
