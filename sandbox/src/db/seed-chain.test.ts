import { createHash } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../app';
import { DEFAULT_OPTIONS } from '../context';
import { distanceMiles } from '../locations/geo';
import { parsePlace } from '../locations/query';
import { searchQuery } from '../locations/repository';
import { FAVOURITES } from '../orders/history';
import { PLACED_BY } from '../orders/store';
import { V1, signIn } from '../testing/support';
import { openDatabase, type Db } from './database';
import { seed } from './seed';
import { CHAIN, CHAIN_MEMBER_PASSWORD } from './seed-chain';

/** Seeding a chain takes tens of seconds on a shared two-core machine. */
jest.setTimeout(180_000);

const NOW = Date.UTC(2026, 10, 24, 12);
const CHARLOTTE = { lat: 35.2271, lng: -80.8431 };

/** The steps of a query's plan, as EXPLAIN QUERY PLAN words them. */
const planOf = (db: Db, sql: string, values: unknown[]): string[] =>
  db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...values)
    .map((step) => step.detail);

const count = (db: Db, sql: string, ...params: unknown[]): number =>
  (db.prepare(sql).get(...params) as { n: number }).n;

/** What two seeds must agree on: every restaurant, order and posting, byte for byte. */
function digest(db: Db): string {
  const hash = createHash('sha256');
  for (const sql of [
    'SELECT * FROM locations ORDER BY id',
    'SELECT id, location_id, member_id, number, totals, created_at FROM orders ORDER BY id',
    'SELECT order_id, product_id, quantity FROM order_lines ORDER BY order_id, position',
    'SELECT * FROM jobs ORDER BY id',
  ]) {
    for (const row of db.prepare(sql).iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

describe('SANDBOX_SCALE=chain: a real chain’s size', () => {
  let db: Db;

  beforeAll(() => {
    db = openDatabase(':memory:');
    seed(db, NOW, 'chain');
  });
  afterAll(() => db.close());

  it('has about 800 restaurants over twelve states, each with hours and a position', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM locations')).toBe(CHAIN.restaurants);
    expect(count(db, 'SELECT COUNT(DISTINCT state) AS n FROM locations')).toBe(12);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM locations l WHERE NOT EXISTS
           (SELECT 1 FROM location_hours h WHERE h.location_id = l.id)`,
      ),
    ).toBe(0);
    const names = count(db, 'SELECT COUNT(DISTINCT name) AS n FROM locations');
    expect(names).toBe(CHAIN.restaurants);
    // Every generated address is a house number on a street, with a five-digit zip.
    const odd = db
      .prepare(
        "SELECT address, zip FROM locations WHERE address NOT GLOB '[0-9]*' OR length(zip) != 5",
      )
      .all();
    expect(odd).toEqual([]);
  });

  it.each([
    ['consumer', 'default'],
    ['catering', 'catering'],
  ])('gives the %s menus at least 120 products, with options', (_name, channel) => {
    const menus = db
      .prepare<[string], { id: number; products: number; withOptions: number }>(
        `SELECT m.id,
           (SELECT COUNT(*) FROM products p WHERE p.menu_id = m.id) AS products,
           (SELECT COUNT(*) FROM products p WHERE p.menu_id = m.id
              AND EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)) AS withOptions
         FROM menus m WHERE m.channel = ? AND m.template_id IS NULL`,
      )
      .all(channel);
    expect(menus).toHaveLength(1);
    expect(menus[0]?.products).toBeGreaterThanOrEqual(120);
    expect(menus[0]?.withOptions).toBeGreaterThanOrEqual(100);
  });

  it('holds 50,000 orders and 2,000 job postings in all', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(CHAIN.ordersInAll);
    expect(count(db, 'SELECT COUNT(*) AS n FROM jobs')).toBe(CHAIN.jobsInAll);
  });

  it('gives one member 500 past orders and 50 favourites, served by the API', async () => {
    const app = createApp(db, { ...DEFAULT_OPTIONS, now: () => NOW });
    const tokens = await signIn(app, CHAIN.member.email, CHAIN_MEMBER_PASSWORD);
    expect(
      count(db, "SELECT COUNT(*) AS n FROM orders WHERE member_id = ? AND state = 'submitted'", [
        tokens.id,
      ]),
    ).toBe(CHAIN.member.orders);
    const recent = await request(app)
      .get(`${V1}/orders/recent`)
      .set('x-ordering-token', tokens.ordering)
      .expect(200);
    // The call has no paging: the latest ten, newest first (§7.2).
    expect(recent.body).toHaveLength(10);
    const faves = await request(app)
      .get(`${V1}/orders/faves`)
      .set('x-ordering-token', tokens.ordering)
      .expect(200);
    expect(faves.body).toHaveLength(CHAIN.member.favourites);
  });

  it('finds the nearest restaurants through the R-tree, not by reading every restaurant', () => {
    const search = { point: CHARLOTTE, radius: 25, limit: 10 };
    const { sql, values } = searchQuery(search);
    const plan = planOf(db, sql, values);
    expect(plan).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SCAN r VIRTUAL TABLE INDEX/),
        expect.stringMatching(/^SEARCH l USING INTEGER PRIMARY KEY/),
      ]),
    );
    expect(plan.some((step) => /^SCAN l\b/.test(step))).toBe(false);
  });

  it.each(['Charlotte', 'Charlotte, NC', 'South Blvd'])(
    'finds %s through the trigram index, not by reading every restaurant',
    (q) => {
      const { sql, values } = searchQuery({ radius: 100, limit: 10, place: parsePlace(q) });
      const plan = planOf(db, sql, values);
      expect(plan).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^SEARCH l USING INTEGER PRIMARY KEY/),
          expect.stringMatching(/^SCAN locations_text VIRTUAL TABLE INDEX \d+:M/),
        ]),
      );
      expect(plan.some((step) => /^SCAN (l|c|locations)\b/.test(step))).toBe(false);
    },
  );

  it('finds by text what reading every restaurant would: the city first, else streets and names', async () => {
    const app = createApp(db, { ...DEFAULT_OPTIONS, now: () => NOW });
    const found = async (q: string) =>
      (
        (await request(app).get(`${V1}/locations/search`).query({ q, limit: 100 }).expect(200))
          .body as Array<{ id: number }>
      )
        .map((location) => location.id)
        .sort((a, b) => a - b);
    const ids = (sql: string, ...params: unknown[]) =>
      db
        .prepare<unknown[], { id: number }>(`SELECT id FROM locations WHERE ${sql} ORDER BY id`)
        .all(...params)
        .map((row) => row.id);
    const inCity = ids("city LIKE '%ashvil%'");
    expect(inCity.length).toBeGreaterThan(10);
    expect(await found('ashvil')).toEqual(inCity.slice(0, 100));
    const onStreet = ids("address LIKE '%south blvd%' OR name LIKE '%south blvd%'");
    expect(onStreet.length).toBeGreaterThan(0);
    expect(await found('South Blvd')).toEqual(onStreet);
  });

  it('reads a member’s latest orders and favourites from indexes, in answer order', () => {
    for (const [sql, values, index] of [
      [PLACED_BY, [1, 10], 'orders_member_placed'],
      [FAVOURITES, [1], 'favourite_orders_member'],
    ] as const) {
      const plan = planOf(db, sql, [...values]);
      expect(plan).toEqual([expect.stringContaining(`USING INDEX ${index}`)]);
    }
  });

  it('answers the same nearest ten as measuring every restaurant would', async () => {
    const app = createApp(db, { ...DEFAULT_OPTIONS, now: () => NOW });
    const res = await request(app)
      .get(`${V1}/locations/search`)
      .query({ lat: CHARLOTTE.lat, lng: CHARLOTTE.lng, radius: 25, limit: 10 })
      .expect(200);
    const everyOne = db
      .prepare<[], { id: number; lat: number; lng: number }>('SELECT id, lat, lng FROM locations')
      .all()
      .map((row) => ({ id: row.id, distance: distanceMiles(CHARLOTTE, row) }))
      .filter((row) => row.distance <= 25)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 10);
    expect((res.body as Array<{ id: number }>).map((location) => location.id)).toEqual(
      everyOne.map((row) => row.id),
    );
  });

  it('finds the same postings near a place through the R-tree as measuring every one would', async () => {
    const app = createApp(db, { ...DEFAULT_OPTIONS, now: () => NOW });
    const res = await request(app)
      .get('/jobs/search')
      .query({ zip: '28202', radius: 25, per_page: 50 })
      .expect(200);
    const from = { lat: 35.2272, lng: -80.8431 };
    const near = db
      .prepare<[], { id: string; lat: number; lng: number }>('SELECT id, lat, lng FROM jobs')
      .all()
      .filter((job) => distanceMiles(from, job) <= 25);
    expect(near.length).toBeGreaterThan(50);
    expect(res.body.total).toBe(near.length);
    expect(res.body.jobs).toHaveLength(50);
  });

  it('answers a chain restaurant’s menus in Spanish, every product named in Spanish', async () => {
    const app = createApp(db, { ...DEFAULT_OPTIONS, now: () => NOW });
    const ids = db
      .prepare<[], { menu_id: number; catering_menu_id: number }>(
        'SELECT menu_id, catering_menu_id FROM locations WHERE catering_menu_id IS NOT NULL AND id > 2000 LIMIT 1',
      )
      .get();
    for (const menuId of [ids?.menu_id, ids?.catering_menu_id]) {
      const read = async (language: string) =>
        (
          await request(app)
            .get(`${V1}/menus/${menuId}`)
            .set('accept-language', language)
            .expect(200)
        ).body as {
          name: string;
          categories: Array<{ name: string; products: Array<{ name: string }> }>;
        };
      const [english, spanish] = [await read('en'), await read('es')];
      const names = (menu: typeof english) =>
        menu.categories.flatMap((c) => [c.name, ...c.products.map((p) => p.name)]);
      expect(names(english).length).toBeGreaterThan(120);
      const same = names(spanish).filter((name, i) => name === names(english)[i]);
      expect(same).toEqual([]);
      expect(spanish.name).toMatch(/^Menú de /);
    }
  });

  it('seeds the same chain every time (one seeded generator)', () => {
    const again = openDatabase(':memory:');
    try {
      seed(again, NOW, 'chain');
      expect(digest(again)).toBe(digest(db));
    } finally {
      again.close();
    }
  });
});
