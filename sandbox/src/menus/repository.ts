import {
  orderability,
  type ChosenTime,
  type Menu,
  type MenuCategory,
  type Product,
  type ProductAvailability,
  type ProductOption,
} from '@qsr/shared-contracts';
import { DEFAULT_RESTAURANT_ZONE } from '@qsr/shared-contracts/core';
import type { Db } from '../db/database';
import { PRODUCT_PICTURES } from '../fixtures/pictures';
import type { ImageSubject } from '../images/svg';
import { leadMinutes, type Channel } from '../time/lead';

interface MenuRow {
  id: number;
  name: string;
  channel: 'default' | 'catering';
}

interface CategoryRow {
  id: number;
  name: string;
  description: string | null;
}

interface ProductRow {
  id: number;
  menu_id: number;
  category_id: number;
  sku: string;
  name: string;
  description: string | null;
  cost_cents: number;
  calories: number | null;
  available: number;
  daypart: string | null;
  daypart_from: string | null;
  daypart_until: string | null;
  fat_g: number | null;
  sodium_mg: number | null;
  carbs_g: number | null;
  protein_g: number | null;
  /** Comma separated; NULL when none. */
  dietary: string | null;
}

interface OptionRow {
  id: number;
  product_id: number;
  name: string;
  min: number;
  max: number;
  max_per_choice: number;
}

interface ChoiceRow {
  id: number;
  option_id: number;
  name: string;
  cost_cents: number;
  calories: number | null;
}

const dollars = (cents: number): number => cents / 100;

function group<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const PRODUCT_COLUMNS = `p.id, p.menu_id, p.category_id, p.sku, p.name, p.description, p.cost_cents, p.calories,
  p.available, p.daypart, d.from_time AS daypart_from, d.until_time AS daypart_until,
  p.fat_g, p.sodium_mg, p.carbs_g, p.protein_g, p.dietary`;
const PRODUCTS = 'products p LEFT JOIN dayparts d ON d.name = p.daypart';

/** What a product row says of when it can be ordered, without `now`. */
export function availabilityOf(
  row: Pick<ProductRow, 'available' | 'daypart' | 'daypart_from' | 'daypart_until'>,
): Omit<ProductAvailability, 'now'> {
  return {
    ...(row.available === 1 ? {} : { unavailable: true }),
    ...(row.daypart === null || row.daypart_from === null || row.daypart_until === null
      ? {}
      : { daypart: { name: row.daypart, from: row.daypart_from, until: row.daypart_until } }),
  };
}

/** What a set of products holds, each by its parent's id. */
interface ProductChildren {
  images: Map<number, Array<{ product_id: number; groupname: string; filename: string }>>;
  allergens: Map<number, Array<{ product_id: number; allergen: string }>>;
  options: Map<number, OptionRow[]>;
  choices: Map<number, ChoiceRow[]>;
  choiceAllergens: Map<number, Array<{ choice_id: number; allergen: string }>>;
}

/**
 * The images, allergens, options, choices and choices' allergens of a set of products, one
 * query each.
 */
function productChildrenReader(db: Db): (rows: readonly ProductRow[]) => ProductChildren {
  // Each is passed the products' ids as a JSON array.
  const imagesOf = db.prepare<
    [string],
    { product_id: number; groupname: string; filename: string }
  >(
    `SELECT product_id, groupname, filename FROM product_images
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`,
  );
  const allergensOf = db.prepare<[string], { product_id: number; allergen: string }>(
    `SELECT product_id, allergen FROM product_allergens
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`,
  );
  const optionsOf = db.prepare<[string], OptionRow>(
    `SELECT id, product_id, name, min, max, max_per_choice FROM product_options
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`,
  );
  const choicesOf = db.prepare<[string], ChoiceRow>(
    `SELECT c.id, c.option_id, c.name, c.cost_cents, c.calories FROM option_choices c
     JOIN product_options o ON o.id = c.option_id
     WHERE o.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.option_id, c.position`,
  );
  const choiceAllergensOf = db.prepare<[string], { choice_id: number; allergen: string }>(
    `SELECT a.choice_id, a.allergen FROM choice_allergens a
     JOIN option_choices c ON c.id = a.choice_id
     JOIN product_options o ON o.id = c.option_id
     WHERE o.product_id IN (SELECT value FROM json_each(?)) ORDER BY a.choice_id, a.position`,
  );
  return (rows) => {
    const ids = JSON.stringify(rows.map((row) => row.id));
    return {
      images: group(imagesOf.all(ids), (row) => row.product_id),
      allergens: group(allergensOf.all(ids), (row) => row.product_id),
      options: group(optionsOf.all(ids), (row) => row.product_id),
      choices: group(choicesOf.all(ids), (row) => row.option_id),
      choiceAllergens: group(choiceAllergensOf.all(ids), (row) => row.choice_id),
    };
  };
}

function nutritionOf(row: ProductRow): Record<string, number> {
  const nutrition: Record<string, number> = {};
  if (row.calories !== null) nutrition.calories = row.calories;
  if (row.fat_g !== null) nutrition.fat_g = row.fat_g;
  if (row.sodium_mg !== null) nutrition.sodium_mg = row.sodium_mg;
  if (row.carbs_g !== null) nutrition.carbs_g = row.carbs_g;
  if (row.protein_g !== null) nutrition.protein_g = row.protein_g;
  return nutrition;
}

function productOptions(
  row: ProductRow,
  { options, choices, choiceAllergens }: ProductChildren,
): ProductOption[] {
  return (options.get(row.id) ?? []).map((option) => ({
    id: option.id,
    name: option.name,
    min: option.min,
    max: option.max,
    maxPerChoice: option.max_per_choice,
    choices: (choices.get(option.id) ?? []).map((choice) => {
      const allergens = (choiceAllergens.get(choice.id) ?? []).map(({ allergen }) => allergen);
      return {
        id: choice.id,
        name: choice.name,
        cost: dollars(choice.cost_cents),
        ...(choice.calories === null ? {} : { calories: choice.calories }),
        // Only a choice that adds one says so: most add none, and a menu is read on every visit.
        ...(allergens.length === 0 ? {} : { allergens }),
      };
    }),
  }));
}

/** A product as the ordering API answers it, its availability read as soon as possible. */
function toProduct(row: ProductRow, children: ProductChildren, asap: ChosenTime): Product {
  const product: Product = {
    id: row.id,
    sku: row.sku,
    name: row.name,
    images: (children.images.get(row.id) ?? []).map(({ filename, groupname }) => ({
      filename,
      groupname,
      ...altOf(row.sku),
    })),
    availability: availabilityNow(availabilityOf(row), asap),
    cost: dollars(row.cost_cents),
    options: productOptions(row, children),
    nutrition: nutritionOf(row),
    allergens: (children.allergens.get(row.id) ?? []).map(({ allergen }) => allergen),
    // Only a product with one says so, as a choice's allergens.
    ...(row.dietary ? { dietary: row.dietary.split(',') } : {}),
  };
  if (row.description !== null) product.description = row.description;
  if (row.calories !== null) product.calories = row.calories;
  return orderKeys(product);
}

/**
 * Menus as the ordering API answers them. `now` is the clock `availability.now` is read on: as
 * soon as possible (now plus a pickup's lead) on the clock of the menu's restaurant.
 */
export function createMenuRepository(db: Db, now: () => number = Date.now) {
  const menuById = db.prepare<[number], MenuRow>(
    'SELECT id, name, channel FROM menus WHERE id = ?',
  );
  const categoriesOf = db.prepare<[number], CategoryRow>(
    'SELECT id, name, description FROM categories WHERE menu_id = ? ORDER BY position',
  );
  const productsOf = db.prepare<[number], ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS} WHERE p.menu_id = ? ORDER BY p.position`,
  );
  const productById = db.prepare<[number, number], ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS} WHERE p.menu_id = ? AND p.id = ?`,
  );
  const clockOf = db.prepare<[number, number], { timezone: string; channel: Channel }>(
    `SELECT l.timezone, m.channel FROM menus m
     LEFT JOIN locations l ON l.menu_id = m.id OR l.catering_menu_id = m.id
     WHERE m.id = ? OR m.id = ? LIMIT 1`,
  );

  /** As soon as possible at the menu's restaurant (a template menu: the default zone). */
  function soonest(menuId: number): ChosenTime {
    const clock = clockOf.get(menuId, menuId);
    const lead = leadMinutes(clock?.channel ?? 'default', 'pickup');
    return { at: now() + lead * 60_000, timeZone: clock?.timezone ?? DEFAULT_RESTAURANT_ZONE };
  }

  const childrenOf = productChildrenReader(db);
  // Template menus first, so a sku draws with its chain-wide name.
  const subjectBySku = db.prepare<[string], ImageSubject>(
    `SELECT p.sku, p.name, c.name AS category FROM products p
     JOIN categories c ON c.id = p.category_id
     JOIN menus m ON m.id = p.menu_id
     WHERE p.sku = ? ORDER BY m.template_id IS NOT NULL, p.menu_id LIMIT 1`,
  );

  function hydrate(rows: readonly ProductRow[]): Product[] {
    if (rows.length === 0) return [];
    const asap = soonest(rows[0]?.menu_id ?? 0);
    const children = childrenOf(rows);
    return rows.map((row) => toProduct(row, children, asap));
  }

  return {
    /** A menu with its categories and products, or undefined. */
    findMenu(menuId: number): Menu | undefined {
      const menu = menuById.get(menuId);
      if (!menu) return undefined;
      const products = group(hydrateWithCategory(productsOf.all(menuId)), (p) => p.categoryId);
      const categories: MenuCategory[] = categoriesOf.all(menuId).map((category) => ({
        id: category.id,
        name: category.name,
        ...(category.description === null ? {} : { description: category.description }),
        products: (products.get(category.id) ?? []).map(({ product }) => product),
      }));
      return { id: menu.id, name: menu.name, categories };
    },

    findProduct(menuId: number, productId: number): Product | undefined {
      const row = productById.get(menuId, productId);
      return row ? hydrate([row])[0] : undefined;
    },

    menuExists(menuId: number): boolean {
      return menuById.get(menuId) !== undefined;
    },

    /** The product a sku names (for drawing its image), or undefined. */
    findImageSubject(sku: string): ImageSubject | undefined {
      return subjectBySku.get(sku);
    },
  };

  function hydrateWithCategory(rows: readonly ProductRow[]) {
    const products = hydrate(rows);
    return rows.map((row, i) => ({ categoryId: row.category_id, product: products[i] as Product }));
  }
}

/** `now`: whether the rule lets it be ordered as soon as possible. */
function availabilityNow(
  availability: Omit<ProductAvailability, 'now'>,
  asap: ChosenTime,
): ProductAvailability {
  return {
    now: orderability({ availability: { now: true, ...availability } }, asap).orderable,
    ...availability,
  };
}

/** The documented key order of a product, for readable responses. */
function orderKeys(product: Product): Product {
  const { id, sku, name, description, images, availability, cost, calories, ...rest } = product;
  return {
    id,
    sku,
    name,
    ...(description === undefined ? {} : { description }),
    images,
    availability,
    cost,
    ...(calories === undefined ? {} : { calories }),
    ...rest,
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;

/** What a product's picture shows, when the illustration set has its own picture. */
function altOf(sku: string): { alt?: string } {
  const picture = PRODUCT_PICTURES[sku];
  return picture ? { alt: picture.alt } : {};
}
