/**
 * Schema migrations, applied in order and tracked with `PRAGMA user_version`.
 * Never edit a released migration: append a new one (orders, members, content … come later).
 *
 * Money is stored in cents (`*_cents`) and served in dollars.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: locations and menus (issue 2).
  `
  CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE menus (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('default', 'catering')),
    -- The template menu this one was generated from (NULL for a template).
    template_id INTEGER REFERENCES menus(id)
  );

  CREATE TABLE locations (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL,
    address          TEXT NOT NULL,
    city             TEXT NOT NULL,
    state            TEXT NOT NULL,
    zip              TEXT NOT NULL,
    lat              REAL NOT NULL,
    lng              REAL NOT NULL,
    menu_id          INTEGER NOT NULL UNIQUE REFERENCES menus(id),
    catering_menu_id INTEGER UNIQUE REFERENCES menus(id),
    phone            TEXT,
    timezone         TEXT NOT NULL
  );
  CREATE INDEX locations_lat_lng ON locations(lat, lng);
  CREATE INDEX locations_zip ON locations(zip);

  CREATE TABLE location_hours (
    location_id INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
    day         INTEGER NOT NULL CHECK (day BETWEEN 0 AND 6),
    open        TEXT NOT NULL,
    close       TEXT NOT NULL,
    PRIMARY KEY (location_id, day)
  );

  CREATE TABLE location_handoffs (
    location_id INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
    mode        TEXT NOT NULL CHECK (mode IN ('pickup', 'curbside', 'delivery')),
    position    INTEGER NOT NULL,
    PRIMARY KEY (location_id, mode)
  );

  CREATE TABLE categories (
    id          INTEGER PRIMARY KEY,
    menu_id     INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    description TEXT,
    position    INTEGER NOT NULL
  );
  CREATE INDEX categories_menu ON categories(menu_id, position);

  CREATE TABLE products (
    id          INTEGER PRIMARY KEY,
    menu_id     INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
    sku         TEXT NOT NULL,
    name        TEXT NOT NULL,
    description TEXT,
    cost_cents  INTEGER NOT NULL CHECK (cost_cents >= 0),
    calories    INTEGER,
    available   INTEGER NOT NULL DEFAULT 1 CHECK (available IN (0, 1)),
    fat_g       REAL,
    sodium_mg   REAL,
    carbs_g     REAL,
    protein_g   REAL,
    position    INTEGER NOT NULL,
    UNIQUE (menu_id, sku)
  );
  CREATE INDEX products_category ON products(category_id, position);
  CREATE INDEX products_sku ON products(sku);

  CREATE TABLE product_images (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    groupname  TEXT NOT NULL,
    filename   TEXT NOT NULL,
    position   INTEGER NOT NULL,
    PRIMARY KEY (product_id, groupname)
  );

  CREATE TABLE product_allergens (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    allergen   TEXT NOT NULL,
    position   INTEGER NOT NULL,
    PRIMARY KEY (product_id, allergen)
  );

  CREATE TABLE product_options (
    id             INTEGER PRIMARY KEY,
    product_id     INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    name           TEXT NOT NULL,
    min            INTEGER NOT NULL CHECK (min >= 0),
    max            INTEGER NOT NULL CHECK (max >= min AND max >= 1),
    max_per_choice INTEGER NOT NULL DEFAULT 1 CHECK (max_per_choice >= 1),
    position       INTEGER NOT NULL
  );
  CREATE INDEX product_options_product ON product_options(product_id, position);

  CREATE TABLE option_choices (
    id         INTEGER PRIMARY KEY,
    option_id  INTEGER NOT NULL REFERENCES product_options(id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    cost_cents INTEGER NOT NULL DEFAULT 0 CHECK (cost_cents >= 0),
    calories   INTEGER,
    position   INTEGER NOT NULL
  );
  CREATE INDEX option_choices_option ON option_choices(option_id, position);
  `,
];
