import { CATERING_MENU } from '../fixtures/catering-menu';
import { CONSUMER_MENU } from '../fixtures/consumer-menu';
import { categoryId, choiceId, imagesFor, optionId, productId } from '../fixtures/ids';
import { LOCATIONS } from '../fixtures/locations';
import type { LocationFixture, MenuTemplate } from '../fixtures/types';
import type { Db } from './database';
import { seedContent, seedJobs, seedOrdering, seedRewardsMember, seedSpanish } from './seed-steps';

/** Bump when the fixtures change in a way a seeded database should know about. */
export const FIXTURES_VERSION = '3';

export interface SeedResult {
  /** False when the database already held every seed step (nothing was written). */
  seeded: boolean;
  locations: number;
  menus: number;
  products: number;
  members: number;
  orders: number;
  coupons: number;
  stories: number;
  jobs: number;
}

/**
 * Seed steps, each marked done by its own `meta` key, so a database seeded by an older
 * sandbox gets the newer steps (members, content …) without losing what it stored.
 */
const STEPS: ReadonlyArray<{ key: string; run: (db: Db, now: number) => void }> = [
  { key: 'seeded_at', run: (db) => insertAll(db) },
  { key: 'seeded:ordering', run: seedOrdering },
  { key: 'seeded:content', run: seedContent },
  { key: 'seeded:jobs', run: seedJobs },
  { key: 'seeded:rewards-member', run: seedRewardsMember },
  { key: 'seeded:spanish', run: seedSpanish },
];

const cents = (dollars: number): number => Math.round(dollars * 100);

const stepDone = (db: Db, key: string): boolean =>
  db.prepare('SELECT 1 FROM meta WHERE key = ?').get(key) !== undefined;

/** True when every seed step has run. */
export function isSeeded(db: Db): boolean {
  return STEPS.every((step) => stepDone(db, step.key));
}

function counts(db: Db, seeded: boolean): SeedResult {
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    seeded,
    locations: count('locations'),
    menus: count('menus'),
    products: count('products'),
    members: count('members'),
    orders: count('orders'),
    coupons: count('coupons'),
    stories: count('stories'),
    jobs: count('jobs'),
  };
}

/**
 * Seeds the fixtures into the database, in one transaction: only the steps it has not seen,
 * so a restart keeps whatever the sandbox stored. `now` anchors the relative dates (order
 * history, reward expiry, job postings).
 */
export function seed(db: Db, now: number = Date.now()): SeedResult {
  const missing = STEPS.filter((step) => !stepDone(db, step.key));
  if (missing.length === 0) return counts(db, false);
  db.transaction(() => {
    const mark = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    for (const step of missing) {
      step.run(db, now);
      mark.run(step.key, new Date(now).toISOString());
    }
    mark.run('fixtures_version', FIXTURES_VERSION);
  })();
  return counts(db, true);
}

interface GeneratedMenu {
  id: number;
  name: string;
  template: MenuTemplate;
  missingSkus: readonly string[];
}

function menusToGenerate(): GeneratedMenu[] {
  const menus: GeneratedMenu[] = [
    { id: CONSUMER_MENU.id, name: CONSUMER_MENU.name, template: CONSUMER_MENU, missingSkus: [] },
    { id: CATERING_MENU.id, name: CATERING_MENU.name, template: CATERING_MENU, missingSkus: [] },
  ];
  for (const location of LOCATIONS) {
    menus.push({
      id: location.menuId,
      name: `${location.name} Menu`,
      template: CONSUMER_MENU,
      missingSkus: location.missingSkus ?? [],
    });
    if (location.catering) {
      menus.push({
        id: location.catering.menuId,
        name: `${location.name} Catering Menu`,
        template: CATERING_MENU,
        missingSkus: location.catering.missingSkus ?? [],
      });
    }
  }
  return menus;
}

/** The first seed step (menus and restaurants), on its own for upgrade tests. */
export function insertAll(db: Db): void {
  const insertMenu = db.prepare(
    'INSERT INTO menus (id, name, channel, template_id) VALUES (?, ?, ?, ?)',
  );
  const insertCategory = db.prepare(
    'INSERT INTO categories (id, menu_id, name, description, position) VALUES (?, ?, ?, ?, ?)',
  );
  const insertProduct = db.prepare(
    `INSERT INTO products (id, menu_id, category_id, sku, name, description, cost_cents, calories,
       available, fat_g, sodium_mg, carbs_g, protein_g, position)
     VALUES (@id, @menu_id, @category_id, @sku, @name, @description, @cost_cents, @calories,
       @available, @fat_g, @sodium_mg, @carbs_g, @protein_g, @position)`,
  );
  const insertImage = db.prepare(
    'INSERT INTO product_images (product_id, groupname, filename, position) VALUES (?, ?, ?, ?)',
  );
  const insertAllergen = db.prepare(
    'INSERT INTO product_allergens (product_id, allergen, position) VALUES (?, ?, ?)',
  );
  const insertOption = db.prepare(
    `INSERT INTO product_options (id, product_id, name, min, max, max_per_choice, position)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertChoice = db.prepare(
    `INSERT INTO option_choices (id, option_id, name, cost_cents, calories, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  for (const menu of menusToGenerate()) {
    const isTemplate = menu.id === menu.template.id;
    insertMenu.run(menu.id, menu.name, menu.template.channel, isTemplate ? null : menu.template.id);
    const missing = new Set(menu.missingSkus);
    let n = 0;
    menu.template.categories.forEach((category, c) => {
      const catId = categoryId(menu.id, c + 1);
      insertCategory.run(catId, menu.id, category.name, category.description, c + 1);
      for (const product of category.products) {
        n += 1;
        if (missing.has(product.sku)) continue;
        const id = productId(menu.id, n);
        const [calories, fat, sodium, carbs, protein] = product.nutrition;
        insertProduct.run({
          id,
          menu_id: menu.id,
          category_id: catId,
          sku: product.sku,
          name: product.name,
          description: product.description,
          cost_cents: cents(product.cost),
          calories,
          available: product.available === false ? 0 : 1,
          fat_g: fat,
          sodium_mg: sodium,
          carbs_g: carbs,
          protein_g: protein,
          position: n,
        });
        imagesFor(product.sku).forEach((image, i) =>
          insertImage.run(id, image.groupname, image.filename, i + 1),
        );
        product.allergens.forEach((allergen, i) => insertAllergen.run(id, allergen, i + 1));
        (product.options ?? []).forEach((option, k) => {
          const optId = optionId(id, k + 1);
          insertOption.run(
            optId,
            id,
            option.name,
            option.min,
            option.max,
            option.maxPerChoice ?? 1,
            k + 1,
          );
          option.choices.forEach((choice, ci) =>
            insertChoice.run(
              choiceId(optId, ci + 1),
              optId,
              choice.name,
              cents(choice.cost ?? 0),
              choice.calories ?? null,
              ci + 1,
            ),
          );
        });
      }
    });
  }

  insertLocations(db, LOCATIONS);
}

function insertLocations(db: Db, locations: readonly LocationFixture[]): void {
  const insertLocation = db.prepare(
    `INSERT INTO locations (id, name, address, city, state, zip, lat, lng, menu_id,
       catering_menu_id, phone, timezone)
     VALUES (@id, @name, @address, @city, @state, @zip, @lat, @lng, @menu_id,
       @catering_menu_id, @phone, @timezone)`,
  );
  const insertHours = db.prepare(
    'INSERT INTO location_hours (location_id, day, open, close) VALUES (?, ?, ?, ?)',
  );
  const insertHandoff = db.prepare(
    'INSERT INTO location_handoffs (location_id, mode, position) VALUES (?, ?, ?)',
  );
  for (const location of locations) {
    insertLocation.run({
      id: location.id,
      name: location.name,
      address: location.address,
      city: location.city,
      state: location.state,
      zip: location.zip,
      lat: location.lat,
      lng: location.lng,
      menu_id: location.menuId,
      catering_menu_id: location.catering?.menuId ?? null,
      phone: location.phone,
      timezone: location.timezone,
    });
    for (const slot of location.hours)
      insertHours.run(location.id, slot.day, slot.open, slot.close);
    location.handoffs.forEach((mode, i) => insertHandoff.run(location.id, mode, i + 1));
  }
}
