import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { createApp } from '../app';
import { deleteDatabaseFiles, openDatabase } from './database';
import { MIGRATIONS } from './schema';
import { insertAll, isSeeded, seed } from './seed';
import { seedItemCoupons } from './seed-steps';

describe('SQLite persistence', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-db-'));
    file = path.join(dir, 'nested', 'sandbox.sqlite');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the folder, uses WAL and the latest schema', () => {
    const db = openDatabase(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('keeps the data across a restart and seeds only once', async () => {
    const first = openDatabase(file);
    const seeded = seed(first);
    expect(seeded.seeded).toBe(true);
    expect(seeded.locations).toBeGreaterThanOrEqual(12);
    const seededAt = first.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
    const before = (await request(createApp(first)).get('/ordering/v1/locations')).body;
    const menuBefore = (await request(createApp(first)).get('/ordering/v1/menus/100100')).body;
    first.close();

    const second = openDatabase(file);
    expect(isSeeded(second)).toBe(true);
    const again = seed(second);
    expect(again).toEqual({ ...seeded, seeded: false });
    expect(second.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get()).toEqual(
      seededAt,
    );
    const app = createApp(second);
    expect((await request(app).get('/ordering/v1/locations')).body).toEqual(before);
    expect((await request(app).get('/ordering/v1/menus/100100')).body).toEqual(menuBefore);
    second.close();
  });

  it('keeps changes made after seeding (no re-seed over them)', () => {
    const db = openDatabase(file);
    seed(db);
    db.prepare("UPDATE locations SET name = 'Renamed' WHERE id = 101").run();
    db.close();
    const reopened = openDatabase(file);
    seed(reopened);
    expect(reopened.prepare('SELECT name FROM locations WHERE id = 101').get()).toEqual({
      name: 'Renamed',
    });
    reopened.close();
  });

  it('upgrades a database seeded by the first sandbox: new tables, new seed steps, old data kept', async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const old = new Database(file);
    old.exec(MIGRATIONS[0] as string);
    old.pragma('user_version = 1');
    old.transaction(() => insertAll(old))();
    old
      .prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', '2025-01-01T00:00:00.000Z')")
      .run();
    old.prepare("UPDATE locations SET name = 'Kept' WHERE id = 102").run();
    old.close();

    const db = openDatabase(old.name);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(isSeeded(db)).toBe(false);
    const result = seed(db);
    expect(result).toMatchObject({ seeded: true, members: 3, locations: 18 });
    expect(result.stories).toBeGreaterThan(50);
    expect(result.jobs).toBeGreaterThan(20);
    expect(db.prepare('SELECT name, tax_rate FROM locations WHERE id = 102').get()).toEqual({
      name: 'Kept',
      tax_rate: 0.0725,
    });
    expect(db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get()).toEqual({
      value: '2025-01-01T00:00:00.000Z',
    });
    // Its breakfast learns its daypart, in every menu.
    expect(
      db.prepare("SELECT DISTINCT daypart FROM products WHERE sku = 'BB-GRITS'").all(),
    ).toEqual([{ daypart: 'breakfast' }]);
    const res = await request(createApp(db))
      .post('/ordering/v1/members/signin')
      .send({ email: 'demo@example.com', password: 'Biscuits123!', captcha: 'sandbox-captcha-ok' });
    expect(res.status).toBe(200);
    db.close();
  });

  it('upgrades combos seeded with sides their restaurant does not make; one an order holds stays', () => {
    const db = openDatabase(file);
    seed(db);
    // As a database seeded before: Wilmington's combos offered collard greens (twice here).
    const sideOption = db
      .prepare(
        `SELECT o.id FROM product_options o JOIN products p ON p.id = o.product_id
         WHERE p.menu_id = 100107 AND o.name = 'Choose a Side' ORDER BY o.id`,
      )
      .pluck()
      .all() as number[];
    const put = db.prepare(
      "INSERT INTO option_choices (id, option_id, name, position) VALUES (?, ?, 'Collard Greens', 99)",
    );
    put.run(900001, sideOption[0]);
    put.run(900002, sideOption[1]);
    db.prepare(
      `INSERT INTO orders (id, menu_id, location_id, channel, created_at, updated_at)
       VALUES ('held', 100107, 107, 'default', 0, 0)`,
    ).run();
    const line = db
      .prepare(
        `INSERT INTO order_lines (order_id, product_id, quantity, position)
         SELECT 'held', product_id, 1, 1 FROM product_options WHERE id = ?`,
      )
      .run(sideOption[1]).lastInsertRowid;
    db.prepare(
      'INSERT INTO order_line_choices (line_id, choice_id, quantity, position) VALUES (?, 900002, 1, 1)',
    ).run(line);
    db.prepare("DELETE FROM meta WHERE key = 'seeded:sides-not-made'").run();

    expect(seed(db).seeded).toBe(true);
    const left = db
      .prepare('SELECT id FROM option_choices WHERE id IN (900001, 900002) ORDER BY id')
      .pluck()
      .all();
    expect(left).toEqual([900002]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('upgrades coupons seeded as amounts off: the free biscuit becomes its item, orders keep their codes', () => {
    const old = new Database(file.replace('nested/', ''));
    old.pragma('foreign_keys = ON');
    for (const sql of MIGRATIONS.slice(0, 9)) old.exec(sql);
    old.pragma('user_version = 9');
    old.transaction(() => insertAll(old))();
    old
      .prepare(
        `INSERT INTO coupons (code, description, kind, value) VALUES
         ('FREEBISCUIT', 'Free Honey Butter Biscuit', 'amount', 169), ('SAVE10', '10% off', 'percent', 10)`,
      )
      .run();
    old
      .prepare(
        `INSERT INTO orders (id, menu_id, location_id, channel, coupon_code, created_at, updated_at)
         VALUES ('o1', 100101, 101, 'default', 'FREEBISCUIT', 0, 0)`,
      )
      .run();
    old
      .prepare("INSERT INTO coupon_locks (code, order_id, locked_at) VALUES ('SAVE10', 'o1', 0)")
      .run();
    old.close();

    const db = openDatabase(old.name);
    seedItemCoupons(db);
    expect(db.prepare('SELECT code, kind, value, sku FROM coupons ORDER BY code').all()).toEqual([
      { code: 'FREEBISCUIT', kind: 'item', value: null, sku: 'BB-HONEY-BISCUIT' },
      { code: 'SAVE10', kind: 'percent', value: 10, sku: null },
    ]);
    expect(db.prepare('SELECT coupon_code FROM orders').all()).toEqual([
      { coupon_code: 'FREEBISCUIT' },
    ]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // The codes are still what the orders and locks point at, and the kinds stay consistent.
    expect(() => db.prepare("DELETE FROM coupons WHERE code = 'FREEBISCUIT'").run()).toThrow(
      /FOREIGN KEY/,
    );
    expect(() =>
      db
        .prepare(
          "INSERT INTO coupons (code, description, kind, value) VALUES ('X', 'x', 'item', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    db.close();
  });

  it('turns the tea codes into their items in a database whose biscuit codes were turned before', () => {
    const old = openDatabase(file);
    seed(old);
    // As the sandbox seeded it when only the biscuit codes were items.
    const asAmount = old.prepare(
      "UPDATE coupons SET kind = 'amount', value = ?, sku = NULL WHERE code = ?",
    );
    asAmount.run(199, 'FREETEA');
    asAmount.run(899, 'CATERTEA');
    old.prepare("DELETE FROM meta WHERE key = 'seeded:item-coupons:tea'").run();
    old.close();

    const db = openDatabase(file);
    expect(isSeeded(db)).toBe(false);
    expect(seed(db).seeded).toBe(true);
    expect(
      db
        .prepare(
          "SELECT code, kind, value, sku FROM coupons WHERE code IN ('FREETEA', 'CATERTEA', 'FREEBISCUIT', 'FIVEOFF') ORDER BY code",
        )
        .all(),
    ).toEqual([
      { code: 'CATERTEA', kind: 'item', value: null, sku: 'CT-SWEET-TEA-GALLON' },
      { code: 'FIVEOFF', kind: 'amount', value: 500, sku: null },
      { code: 'FREEBISCUIT', kind: 'item', value: null, sku: 'BB-HONEY-BISCUIT' },
      { code: 'FREETEA', kind: 'item', value: null, sku: 'BB-SWEET-TEA' },
    ]);
    db.close();
  });

  it('gives the choices their allergens in a database seeded before they had them', () => {
    const old = openDatabase(file);
    seed(old);
    old.prepare('DELETE FROM choice_allergens').run();
    old.prepare("DELETE FROM meta WHERE key = 'seeded:choice-allergens'").run();
    old.close();

    const db = openDatabase(file);
    expect(seed(db).seeded).toBe(true);
    expect(
      db
        .prepare(
          `SELECT DISTINCT a.allergen FROM choice_allergens a
           JOIN option_choices c ON c.id = a.choice_id WHERE c.name = 'Buttermilk Ranch'
           ORDER BY a.position`,
        )
        .pluck()
        .all(),
    ).toEqual(['milk', 'egg']);
    db.close();
  });

  it('gives the products their dietary flags in a database seeded before they had them', () => {
    const old = openDatabase(file);
    seed(old);
    old.prepare('UPDATE products SET dietary = NULL').run();
    old.prepare("DELETE FROM meta WHERE key = 'seeded:dietary'").run();
    old.close();

    const db = openDatabase(file);
    expect(seed(db).seeded).toBe(true);
    expect(
      db.prepare("SELECT DISTINCT dietary FROM products WHERE sku = 'BB-SIDE-SLAW'").pluck().all(),
    ).toEqual(['vegetarian']);
    db.close();
  });

  it('binds the free tea to the restaurants in a database seeded before it was', () => {
    const old = openDatabase(file);
    seed(old);
    old.prepare("UPDATE coupons SET channel = NULL WHERE code = 'FREETEA'").run();
    old.prepare("DELETE FROM meta WHERE key = 'seeded:coupon-channels'").run();
    old.close();

    const db = openDatabase(file);
    expect(seed(db).seeded).toBe(true);
    expect(
      db
        .prepare(
          "SELECT code, channel FROM coupons WHERE code IN ('FREETEA', 'CATERTEA', 'SAVE10') ORDER BY code",
        )
        .all(),
    ).toEqual([
      { code: 'CATERTEA', channel: 'catering' },
      { code: 'FREETEA', channel: 'default' },
      { code: 'SAVE10', channel: null },
    ]);
    db.close();
  });

  it('rewrites the content cards seeded before the deal cards changed, once, keeping the rest', async () => {
    const old = openDatabase(file);
    seed(old, Date.parse('2026-01-01T00:00:00Z'));
    const friday = 'content-cards/free-biscuit-friday';
    const row = (slug: string) =>
      old.prepare('SELECT id, content FROM stories WHERE full_slug = ?').get(slug) as {
        id: number;
        content: string;
      };
    // The card as the sandbox seeded it before: no code, the offers page, and its Spanish.
    const before = row(friday);
    const oldCard = JSON.parse(before.content) as Record<string, unknown>;
    Object.assign(oldCard, {
      description: 'A free biscuit with any order this Friday.',
      url: '/offers',
      extras: { feed_type: 'homepage_carousel' },
    });
    old
      .prepare('UPDATE stories SET content = ? WHERE id = ?')
      .run(JSON.stringify(oldCard), before.id);
    old
      .prepare("UPDATE story_translations SET content = ? WHERE story_id = ? AND lang = 'es'")
      .run(
        JSON.stringify({ ...oldCard, description: 'Un bísquet gratis este viernes.' }),
        before.id,
      );
    // A card the database lacks, a card of its own and a story it changed.
    // Cards the database lacks: the catering deal, and the catering site's Web-Only Deal of
    // the time the one Web-Only Deal showed both sites a sandwich.
    for (const slug of ['content-cards/catering-deal', 'content-cards/catering-web-only-deal']) {
      old.prepare('DELETE FROM stories WHERE id = ?').run(row(slug).id);
    }
    const webOnly = row('content-cards/web-only-deal');
    const bothSites = JSON.parse(webOnly.content) as Record<string, unknown>;
    old
      .prepare('UPDATE stories SET content = ? WHERE id = ?')
      .run(
        JSON.stringify({ ...bothSites, extras: { feed_type: 'homepage_carousel_web' } }),
        webOnly.id,
      );
    const own = { ...oldCard, card_id: 'card-local', title: 'Local Card' };
    old
      .prepare(
        `INSERT INTO stories (id, uuid, name, slug, full_slug, parent_id, position, content,
           created_at, published_at, first_published_at)
         SELECT 999999, 'local', 'Local Card', 'local', 'content-cards/local', parent_id, 5, ?,
           created_at, published_at, first_published_at FROM stories WHERE id = ?`,
      )
      .run(JSON.stringify(own), before.id);
    old.prepare("UPDATE stories SET name = 'Kept' WHERE full_slug = 'about'").run();
    old
      .prepare(
        "DELETE FROM meta WHERE key IN ('seeded:content-cards', 'seeded:content-cards:pictures')",
      )
      .run();
    old.close();

    const db = openDatabase(file);
    expect(seed(db, Date.parse('2026-02-01T00:00:00Z')).seeded).toBe(true);
    const app = createApp(db);
    const served = async (slug: string, language?: string) =>
      (
        await request(app)
          .get(`/cdn/stories/${slug}`)
          .query({ token: 'sandbox-public-token', ...(language ? { language } : {}) })
          .expect(200)
      ).body.story as { id: number; name: string; content: Record<string, unknown> };
    const card = await served(friday);
    expect(card.id).toBe(before.id);
    expect(card.content).toMatchObject({
      description: 'A free Honey Butter Biscuit: add one to your box, then enter BISCUITFRIDAY.',
      url: '/menu/product?id=BB-HONEY-BISCUIT',
      extras: { feed_type: 'homepage_carousel', channel: 'default' },
    });
    expect((await served(friday, 'es')).content).toMatchObject({
      description:
        'Un Bísquet con mantequilla de miel gratis: agrega uno a tu caja y luego escribe BISCUITFRIDAY.',
      url: '/menu/product?id=BB-HONEY-BISCUIT',
    });
    // The lost card is back, in its place among the cards; the rest is as the database had it.
    const cards = (
      await request(app)
        .get('/cdn/stories')
        .query({ token: 'sandbox-public-token', starts_with: 'content-cards/', per_page: 100 })
        .expect(200)
    ).body.stories as Array<{ full_slug: string; content: Record<string, unknown> }>;
    const slugs = cards.map((each) => each.full_slug);
    expect(slugs.slice(0, 6)).toEqual([
      'content-cards/local',
      friday,
      'content-cards/family-meal-deal',
      'content-cards/catering-deal',
      'content-cards/web-only-deal',
      'content-cards/catering-web-only-deal',
    ]);
    expect(cards.slice(4, 6).map((each) => each.content.extras)).toEqual([
      { feed_type: 'homepage_carousel_web', channel: 'default' },
      { feed_type: 'homepage_carousel_web', channel: 'catering' },
    ]);
    expect(cards[0]?.content).toEqual(own);
    expect((await served('about')).name).toBe('Kept');
    expect(db.prepare("SELECT value FROM meta WHERE key = 'content_cv'").get()).toEqual({
      value: String(Date.parse('2026-02-01T00:00:00Z') / 1000),
    });
    db.close();

    // Once: a card changed afterwards stays changed.
    const later = openDatabase(file);
    later.prepare("UPDATE stories SET name = 'Changed' WHERE full_slug = ?").run(friday);
    expect(seed(later).seeded).toBe(false);
    expect(later.prepare('SELECT name FROM stories WHERE full_slug = ?').get(friday)).toEqual({
      name: 'Changed',
    });
    later.close();
  });

  it('gives a database whose cards had their first pictures the pictures that tell them', async () => {
    const old = openDatabase(file);
    seed(old);
    const rewards = 'content-cards/rewards-reminder';
    const stored = old
      .prepare('SELECT id, content FROM stories WHERE full_slug = ?')
      .get(rewards) as { id: number; content: string };
    // As seeded before: one rewards card for both sites, its picture named for the card.
    const before = JSON.parse(stored.content) as Record<string, unknown>;
    old.prepare('UPDATE stories SET content = ? WHERE id = ?').run(
      JSON.stringify({
        ...before,
        image: { fieldtype: 'asset', filename: '/cms/assets/card-rewards-reminder.svg', alt: '' },
        extras: { audience: 'members' },
      }),
      stored.id,
    );
    old
      .prepare("DELETE FROM stories WHERE full_slug = 'content-cards/catering-rewards-reminder'")
      .run();
    old.prepare("DELETE FROM meta WHERE key = 'seeded:content-cards:pictures'").run();
    old.close();

    const db = openDatabase(file);
    expect(seed(db).seeded).toBe(true);
    const app = createApp(db);
    const cards = (
      await request(app)
        .get('/cdn/stories')
        .query({ token: 'sandbox-public-token', starts_with: 'content-cards/', per_page: 100 })
        .expect(200)
    ).body.stories as Array<{
      full_slug: string;
      content: { image: { filename: string }; extras: Record<string, unknown> };
    }>;
    const pictureOf = (slug: string) =>
      cards.find((card) => card.full_slug === `content-cards/${slug}`)?.content;
    // New names: a browser keeps a picture a day by its address.
    expect(pictureOf('rewards-reminder')).toMatchObject({
      image: { filename: '/cms/assets/card-reward-points.svg' },
      extras: { audience: 'members', channel: 'default' },
    });
    expect(pictureOf('catering-rewards-reminder')).toMatchObject({
      image: { filename: '/cms/assets/card-catering-reward-points.svg' },
      extras: { audience: 'members', channel: 'catering' },
    });
    expect(pictureOf('holiday-hours')?.image.filename).toBe(
      '/cms/assets/card-holiday-hours-clock-calendar.svg',
    );
    db.close();
  });

  it('reset deletes the files so the next open seeds afresh', () => {
    const db = openDatabase(file);
    seed(db);
    db.close();
    deleteDatabaseFiles(file);
    expect(fs.existsSync(file)).toBe(false);
    const fresh = openDatabase(file);
    expect(isSeeded(fresh)).toBe(false);
    expect(seed(fresh).seeded).toBe(true);
    fresh.close();
  });

  it('serves many concurrent reads, from one connection and from two', async () => {
    const writer = openDatabase(file);
    seed(writer);
    const reader = openDatabase(file);
    const servers = [createApp(writer).listen(0, '127.0.0.1'), createApp(reader).listen(0)];
    await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
    try {
      const paths = [
        '/ordering/v1/locations',
        '/ordering/v1/menus/100100',
        '/ordering/v1/menus/237039',
        '/ordering/v1/locations/search?lat=35.2271&lng=-80.8431',
        '/ordering/v1/locations/search?q=raleigh',
        '/ordering/v1/locations/108',
      ];
      const calls = Array.from({ length: 60 }, (_, i) => {
        const server = servers[i % 2] as (typeof servers)[number];
        const { port } = server.address() as AddressInfo;
        const p = paths[i % paths.length] as string;
        return fetch(`http://127.0.0.1:${port}${p}`).then(async (res) => ({
          path: p,
          status: res.status,
          body: await res.text(),
        }));
      });
      const results = await Promise.all(calls);
      expect(results.every((r) => r.status === 200)).toBe(true);
      for (const p of paths) {
        const bodies = new Set(results.filter((r) => r.path === p).map((r) => r.body));
        expect(bodies.size).toBe(1);
      }
    } finally {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      reader.close();
      writer.close();
    }
  });
});
