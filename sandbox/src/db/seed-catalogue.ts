import { categoryId, choiceId, imagesFor, optionId, productId } from '../fixtures/ids';
import type { CategoryFixture, LocationFixture } from '../fixtures/types';
import type { Db } from './database';

const cents = (dollars: number): number => Math.round(dollars * 100);

/**
 * Writes categories of a template into a menu, with their products, pictures, allergens,
 * options and choices. `after` places them behind what the menu has (the chain's line-up
 * after the template's own products), so every product keeps the id its position gives it.
 */
export function menuCategoryInserter(db: Db) {
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

  return (
    menuId: number,
    categories: readonly CategoryFixture[],
    {
      missingSkus = [],
      after = { categories: 0, products: 0 },
    }: {
      missingSkus?: readonly string[];
      after?: { categories: number; products: number };
    } = {},
  ): void => {
    const missing = new Set(missingSkus);
    let n = after.products;
    categories.forEach((category, c) => {
      const position = after.categories + c + 1;
      const catId = categoryId(menuId, position);
      insertCategory.run(catId, menuId, category.name, category.description, position);
      for (const product of category.products) {
        n += 1;
        if (missing.has(product.sku)) continue;
        const id = productId(menuId, n);
        const [calories, fat, sodium, carbs, protein] = product.nutrition;
        insertProduct.run({
          id,
          menu_id: menuId,
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
          option.choices.forEach((choice, ci) => {
            // A side the restaurant does not make is not offered in its combos either.
            if (choice.sku && missing.has(choice.sku)) return;
            insertChoice.run(
              choiceId(optId, ci + 1),
              optId,
              choice.name,
              cents(choice.cost ?? 0),
              choice.calories ?? null,
              ci + 1,
            );
          });
        });
      }
    });
  };
}

/**
 * For a menu seeded before its combos' sides named their products: takes out of it the choices
 * of the products it does not make (`missingSkus`), as `menuCategoryInserter` now leaves them
 * out. A choice a placed or open order holds stays, so that its receipt still reads it.
 */
export function removeChoicesNotMade(
  db: Db,
  menuId: number,
  categories: readonly CategoryFixture[],
  missingSkus: readonly string[],
): void {
  const missing = new Set(missingSkus);
  const names = new Set(
    categories.flatMap((category) =>
      category.products.flatMap((product) =>
        (product.options ?? []).flatMap((option) =>
          option.choices
            .filter((choice) => choice.sku && missing.has(choice.sku))
            .map((choice) => choice.name),
        ),
      ),
    ),
  );
  const remove = db.prepare(
    `DELETE FROM option_choices WHERE name = ?
       AND option_id IN (SELECT o.id FROM product_options o
         JOIN products p ON p.id = o.product_id WHERE p.menu_id = ?)
       AND id NOT IN (SELECT choice_id FROM order_line_choices)`,
  );
  for (const name of names) remove.run(name, menuId);
}

export function insertLocations(db: Db, locations: readonly LocationFixture[]): void {
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
