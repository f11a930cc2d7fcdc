import { CATERING_MENU } from '../fixtures/catering-menu';
import { CONSUMER_MENU } from '../fixtures/consumer-menu';
import { LOCATIONS } from '../fixtures/locations';
import type { MenuTemplate } from '../fixtures/types';
import { insertLocations, menuCategoryInserter, removeChoicesNotMade } from './seed-catalogue';
import { seedChain, seedChainSpanish } from './seed-chain';
import type { Db } from './database';
import type { SeedScale } from './seed-scale';
import { seedRewardCatalogue } from './seed-reward-catalogue';
import { seedContent, seedContentCards } from './seed-stories';
import {
  seedChoiceAllergens,
  seedDietary,
  seedDayparts,
  seedCouponChannels,
  seedItemCoupons,
  seedJobs,
  seedOrdering,
  seedRewardsMember,
  seedSpanish,
} from './seed-steps';

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
  // After the menus: their products learn their daypart.
  { key: 'seeded:dayparts', run: seedDayparts },
  { key: 'seeded:choice-allergens', run: seedChoiceAllergens },
  { key: 'seeded:dietary', run: seedDietary },
  { key: 'seeded:item-coupons', run: seedItemCoupons },
  // Again, for a database that turned the biscuit codes before the tea codes became items.
  { key: 'seeded:item-coupons:tea', run: seedItemCoupons },
  { key: 'seeded:coupon-channels', run: seedCouponChannels },
  // After the Spanish: the cards' Spanish is written again with them.
  { key: 'seeded:content-cards', run: seedContentCards },
  // Again, for the cards' pictures named for what they show, and the catering rewards card.
  { key: 'seeded:content-cards:pictures', run: seedContentCards },
  { key: 'seeded:reward-catalogue', run: seedRewardCatalogue },
  // A database seeded before: no combo offers a side its restaurant does not make.
  { key: 'seeded:sides-not-made', run: (db) => removeSidesNotMade(db) },
];

/** The chain's size, after every fixture step (its generated data builds on theirs). */
const CHAIN_STEPS = [
  { key: 'seeded:chain', run: seedChain },
  { key: 'seeded:chain-spanish', run: seedChainSpanish },
  { key: 'seeded:chain-dayparts', run: seedDayparts },
  { key: 'seeded:chain-choice-allergens', run: seedChoiceAllergens },
  { key: 'seeded:chain-dietary', run: seedDietary },
];

const stepsFor = (scale: SeedScale) => (scale === 'chain' ? [...STEPS, ...CHAIN_STEPS] : STEPS);

const stepDone = (db: Db, key: string): boolean =>
  db.prepare('SELECT 1 FROM meta WHERE key = ?').get(key) !== undefined;

/** True when every seed step (of that scale) has run. */
export function isSeeded(db: Db, scale: SeedScale = 'fixtures'): boolean {
  return stepsFor(scale).every((step) => stepDone(db, step.key));
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
export function seed(db: Db, now: number = Date.now(), scale: SeedScale = 'fixtures'): SeedResult {
  const missing = stepsFor(scale).filter((step) => !stepDone(db, step.key));
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

/** Every generated menu without the sides its restaurant does not make (`removeChoicesNotMade`). */
function removeSidesNotMade(db: Db): void {
  for (const menu of menusToGenerate()) {
    removeChoicesNotMade(db, menu.id, menu.template.categories, menu.missingSkus);
  }
}

/** The first seed step (menus and restaurants), on its own for upgrade tests. */
export function insertAll(db: Db): void {
  const insertMenu = db.prepare(
    'INSERT INTO menus (id, name, channel, template_id) VALUES (?, ?, ?, ?)',
  );
  const insertCategories = menuCategoryInserter(db);
  for (const menu of menusToGenerate()) {
    const isTemplate = menu.id === menu.template.id;
    insertMenu.run(menu.id, menu.name, menu.template.channel, isTemplate ? null : menu.template.id);
    insertCategories(menu.id, menu.template.categories, { missingSkus: menu.missingSkus });
  }

  insertLocations(db, LOCATIONS);
}
