/**
 * Schema migrations, applied in order and tracked with `PRAGMA user_version`.
 * Never edit a released migration: append a new one.
 *
 * Money is stored in cents (`*_cents`) and served in dollars.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: locations and menus.
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
  // 2: restaurant taxes and delivery zones; members, coupons, orders.
  `
  ALTER TABLE locations ADD COLUMN tax_rate REAL NOT NULL DEFAULT 0 CHECK (tax_rate >= 0 AND tax_rate < 0.2);
  -- Delivery zone: a radius in miles around the restaurant (NULL: no delivery).
  ALTER TABLE locations ADD COLUMN delivery_radius_miles REAL CHECK (delivery_radius_miles > 0);
  ALTER TABLE locations ADD COLUMN delivery_fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (delivery_fee_cents >= 0);
  ALTER TABLE locations ADD COLUMN franchise_id TEXT;

  CREATE TABLE members (
    id            INTEGER PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    phone         TEXT NOT NULL DEFAULT '',
    optin         INTEGER NOT NULL DEFAULT 0 CHECK (optin IN (0, 1)),
    optin_sms     INTEGER NOT NULL DEFAULT 0 CHECK (optin_sms IN (0, 1)),
    -- scrypt$N$r$p$salt$hash (node:crypto scrypt).
    password_hash TEXT NOT NULL,
    verified      INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
    points        INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL
  );

  -- One sign-in: both tokens, stored as SHA-256 hashes.
  CREATE TABLE sessions (
    id            INTEGER PRIMARY KEY,
    member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    access_hash   TEXT NOT NULL UNIQUE,
    ordering_hash TEXT NOT NULL UNIQUE,
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL
  );
  CREATE INDEX sessions_member ON sessions(member_id);

  -- E-mailed verification codes and password-reset tokens, stored as SHA-256 hashes.
  CREATE TABLE member_codes (
    id         INTEGER PRIMARY KEY,
    member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('verify', 'reset')),
    code_hash  TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER
  );
  CREATE INDEX member_codes_member ON member_codes(member_id, kind);

  CREATE TABLE member_addresses (
    id         INTEGER PRIMARY KEY,
    member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    address    TEXT NOT NULL,
    building   TEXT,
    city       TEXT NOT NULL,
    state      TEXT NOT NULL,
    zip        TEXT NOT NULL,
    lat        REAL,
    lng        REAL,
    is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    -- Higher is more recent; the most recent comes first (§3 the first is the recent one).
    recency    INTEGER NOT NULL
  );
  CREATE INDEX member_addresses_member ON member_addresses(member_id, recency);

  CREATE TABLE member_payments (
    account_id INTEGER PRIMARY KEY,
    member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    card_type  TEXT NOT NULL,
    last4      TEXT NOT NULL,
    expiry     TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX member_payments_member ON member_payments(member_id);

  CREATE TABLE member_fave_locations (
    member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    location_id INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (member_id, location_id)
  );

  -- §3 wallet rewards: cred is a coupon code.
  CREATE TABLE wallet_rewards (
    id        INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    label     TEXT NOT NULL,
    cred      TEXT NOT NULL,
    image     TEXT,
    expires   TEXT,
    status    TEXT NOT NULL,
    position  INTEGER NOT NULL
  );
  CREATE INDEX wallet_rewards_member ON wallet_rewards(member_id, position);

  -- §3 offer entries; once redeemed an offer is a reward that fits orders.
  CREATE TABLE member_offers (
    id             INTEGER PRIMARY KEY,
    member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    channel        TEXT NOT NULL,
    campaign       TEXT NOT NULL,
    label          TEXT NOT NULL,
    refs           TEXT NOT NULL,
    discount_kind  TEXT NOT NULL CHECK (discount_kind IN ('percent', 'amount')),
    discount_value INTEGER NOT NULL CHECK (discount_value > 0),
    redeemed_at    INTEGER
  );
  CREATE INDEX member_offers_member ON member_offers(member_id);

  CREATE TABLE eclub_subscriptions (
    id         INTEGER PRIMARY KEY,
    email      TEXT NOT NULL COLLATE NOCASE,
    first_name TEXT,
    zip        TEXT,
    birthday   TEXT,
    created_at INTEGER NOT NULL
  );

  -- What the sandbox "sends" by e-mail, readable by tests.
  CREATE TABLE mailbox (
    id      INTEGER PRIMARY KEY,
    email   TEXT NOT NULL COLLATE NOCASE,
    kind    TEXT NOT NULL,
    subject TEXT NOT NULL,
    body    TEXT NOT NULL,
    code    TEXT,
    token   TEXT,
    link    TEXT,
    sent_at INTEGER NOT NULL
  );
  CREATE INDEX mailbox_email ON mailbox(email, id);

  CREATE TABLE coupons (
    code          TEXT PRIMARY KEY,
    description   TEXT NOT NULL,
    kind          TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
    -- Percent (10 = 10 %) or cents.
    value         INTEGER NOT NULL CHECK (value > 0),
    minimum_cents INTEGER NOT NULL DEFAULT 0,
    -- NULL: any channel.
    channel       TEXT CHECK (channel IN ('default', 'catering')),
    single_use    INTEGER NOT NULL DEFAULT 0 CHECK (single_use IN (0, 1)),
    expires_at    INTEGER
  );

  CREATE TABLE orders (
    id             TEXT PRIMARY KEY,
    menu_id        INTEGER NOT NULL REFERENCES menus(id),
    location_id    INTEGER NOT NULL REFERENCES locations(id),
    channel        TEXT NOT NULL CHECK (channel IN ('default', 'catering')),
    member_id      INTEGER REFERENCES members(id) ON DELETE SET NULL,
    state          TEXT NOT NULL DEFAULT 'open'
                   CHECK (state IN ('open', 'submitted', 'cancelled', 'abandoned')),
    handoff        TEXT NOT NULL DEFAULT 'pickup'
                   CHECK (handoff IN ('pickup', 'curbside', 'delivery', 'dispatch')),
    address        TEXT,
    time_mode      TEXT NOT NULL DEFAULT 'asap' CHECK (time_mode IN ('asap', 'scheduled')),
    time_wanted    INTEGER,
    coupon_code    TEXT REFERENCES coupons(code),
    tip_cents      INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
    donation_id    INTEGER,
    donation_cents INTEGER NOT NULL DEFAULT 0 CHECK (donation_cents >= 0),
    custom_fields  TEXT NOT NULL DEFAULT '[]',
    contact        TEXT,
    payments       TEXT,
    totals         TEXT,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    submitted_at   INTEGER,
    ready_base     INTEGER,
    arrived_at     INTEGER,
    cancelled_at   INTEGER
  );
  CREATE INDEX orders_member ON orders(member_id, state, submitted_at);

  CREATE TABLE order_lines (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id     TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id   INTEGER NOT NULL REFERENCES products(id),
    quantity     INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
    instructions TEXT,
    isupsell     INTEGER NOT NULL DEFAULT 0 CHECK (isupsell IN (0, 1)),
    position     INTEGER NOT NULL
  );
  CREATE INDEX order_lines_order ON order_lines(order_id, position);

  CREATE TABLE order_line_choices (
    line_id   INTEGER NOT NULL REFERENCES order_lines(id) ON DELETE CASCADE,
    choice_id INTEGER NOT NULL REFERENCES option_choices(id),
    quantity  INTEGER NOT NULL CHECK (quantity >= 1),
    position  INTEGER NOT NULL,
    PRIMARY KEY (line_id, choice_id)
  );

  -- A single-use code is held by the order it is on (§8 'in use on another transaction').
  CREATE TABLE coupon_locks (
    code      TEXT PRIMARY KEY REFERENCES coupons(code),
    order_id  TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    locked_at INTEGER NOT NULL
  );

  CREATE TABLE order_rewards (
    order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    offer_id INTEGER NOT NULL REFERENCES member_offers(id) ON DELETE CASCADE,
    PRIMARY KEY (order_id, offer_id)
  );

  CREATE TABLE order_events (
    id       INTEGER PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind     TEXT NOT NULL,
    body     TEXT NOT NULL,
    at       INTEGER NOT NULL
  );

  -- One-time card tokens of orders/{id}/token (the card itself never stored, only its outcome).
  CREATE TABLE payment_tokens (
    token      TEXT PRIMARY KEY,
    order_id   TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    card_type  TEXT,
    last4      TEXT,
    expiry     TEXT,
    outcome    TEXT CHECK (outcome IN ('approve', 'decline', 'invalid')),
    used_at    INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE favourite_orders (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    order_id    TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    description TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (member_id, order_id)
  );
  `,
  // 3: content, forms, jobs, marketing-automation calls.
  `
  CREATE TABLE stories (
    id                 INTEGER PRIMARY KEY,
    uuid               TEXT NOT NULL UNIQUE,
    name               TEXT NOT NULL,
    slug               TEXT NOT NULL,
    full_slug          TEXT NOT NULL UNIQUE,
    parent_id          INTEGER,
    is_startpage       INTEGER NOT NULL DEFAULT 0,
    position           INTEGER NOT NULL,
    tag_list           TEXT NOT NULL DEFAULT '[]',
    content            TEXT NOT NULL,
    created_at         TEXT NOT NULL,
    published_at       TEXT NOT NULL,
    first_published_at TEXT NOT NULL,
    sort_by_date       TEXT
  );
  CREATE INDEX stories_full_slug ON stories(full_slug);

  CREATE TABLE story_translations (
    story_id INTEGER NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
    lang     TEXT NOT NULL,
    name     TEXT NOT NULL,
    content  TEXT NOT NULL,
    PRIMARY KEY (story_id, lang)
  );

  CREATE TABLE jobs (
    id              TEXT PRIMARY KEY,
    title           TEXT NOT NULL,
    location_id     INTEGER NOT NULL REFERENCES locations(id),
    franchise_id    TEXT NOT NULL,
    city            TEXT NOT NULL,
    state           TEXT NOT NULL,
    zip             TEXT NOT NULL,
    lat             REAL NOT NULL,
    lng             REAL NOT NULL,
    employment_type TEXT NOT NULL,
    description     TEXT NOT NULL,
    posted          TEXT NOT NULL,
    apply_url       TEXT NOT NULL
  );

  CREATE TABLE form_submissions (
    id           INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('form', 'contact')),
    form         TEXT NOT NULL,
    fields       TEXT NOT NULL,
    replyto      TEXT,
    subject      TEXT,
    include_date INTEGER NOT NULL DEFAULT 0,
    created_at   INTEGER NOT NULL
  );

  CREATE TABLE braze_calls (
    id        INTEGER PRIMARY KEY,
    workspace TEXT NOT NULL CHECK (workspace IN ('catering', 'mealtime')),
    method    TEXT NOT NULL,
    path      TEXT NOT NULL,
    query     TEXT NOT NULL,
    body      TEXT,
    at        INTEGER NOT NULL
  );
  `,
  // 4: placing an order once: idempotency keys of submit; a placed order's short
  // number, its promised time and the time the customer was shown at review.
  `
  ALTER TABLE orders ADD COLUMN number INTEGER;
  ALTER TABLE orders ADD COLUMN promised_at INTEGER;
  ALTER TABLE orders ADD COLUMN time_quote INTEGER;
  CREATE UNIQUE INDEX orders_location_number ON orders(location_id, number);

  CREATE TABLE submit_keys (
    key         TEXT PRIMARY KEY,
    order_id    TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    state       TEXT NOT NULL CHECK (state IN ('pending', 'done')),
    status      INTEGER,
    body        TEXT,
    created_at  INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE INDEX submit_keys_order ON submit_keys(order_id, state);
`,
  // 5: the platform's texts in other languages: the Spanish of every English text a
  // customer reads in an answer of the ordering API or the job search.
  `
  CREATE TABLE translations (
    lang   TEXT NOT NULL,
    source TEXT NOT NULL,
    text   TEXT NOT NULL,
    PRIMARY KEY (lang, source)
  );
  `,
  // 6: the restaurants' positions in an R-tree, so a search near a point reads the restaurants
  // in its box, not every restaurant (a chain has hundreds); kept by triggers.
  `
  CREATE VIRTUAL TABLE locations_rtree USING rtree(id, min_lat, max_lat, min_lng, max_lng);
  INSERT INTO locations_rtree SELECT id, lat, lat, lng, lng FROM locations;
  CREATE TRIGGER locations_rtree_insert AFTER INSERT ON locations BEGIN
    INSERT INTO locations_rtree VALUES (new.id, new.lat, new.lat, new.lng, new.lng);
  END;
  CREATE TRIGGER locations_rtree_update AFTER UPDATE OF lat, lng ON locations BEGIN
    UPDATE locations_rtree SET min_lat = new.lat, max_lat = new.lat, min_lng = new.lng,
      max_lng = new.lng WHERE id = new.id;
  END;
  CREATE TRIGGER locations_rtree_delete AFTER DELETE ON locations BEGIN
    DELETE FROM locations_rtree WHERE id = old.id;
  END;
  -- A job search near a point reads the postings of the restaurants in the tree's box.
  CREATE INDEX jobs_location ON jobs(location_id);
  `,
  // 7: a chain's size. A place searched by text reads a trigram index of the restaurants'
  // city, street, name and state (substring matches, as LIKE '%…%' found) instead of every
  // restaurant; a member's latest orders and their favourites come from indexes in the order
  // they are answered, not sorted from hundreds of rows.
  `
  CREATE VIRTUAL TABLE locations_text USING fts5(
    city, address, name, state, content = 'locations', content_rowid = 'id', tokenize = 'trigram'
  );
  INSERT INTO locations_text (locations_text) VALUES ('rebuild');
  CREATE TRIGGER locations_text_insert AFTER INSERT ON locations BEGIN
    INSERT INTO locations_text (rowid, city, address, name, state)
      VALUES (new.id, new.city, new.address, new.name, new.state);
  END;
  CREATE TRIGGER locations_text_update AFTER UPDATE OF city, address, name, state ON locations BEGIN
    INSERT INTO locations_text (locations_text, rowid, city, address, name, state)
      VALUES ('delete', old.id, old.city, old.address, old.name, old.state);
    INSERT INTO locations_text (rowid, city, address, name, state)
      VALUES (new.id, new.city, new.address, new.name, new.state);
  END;
  CREATE TRIGGER locations_text_delete AFTER DELETE ON locations BEGIN
    INSERT INTO locations_text (locations_text, rowid, city, address, name, state)
      VALUES ('delete', old.id, old.city, old.address, old.name, old.state);
  END;
  CREATE INDEX orders_member_placed ON orders(member_id, submitted_at DESC)
    WHERE state IN ('submitted', 'cancelled') AND submitted_at IS NOT NULL;
  CREATE INDEX favourite_orders_member ON favourite_orders(member_id, created_at, id);
  `,
  // 8: a member's login e-mail changes only with the code sent to the new address. One pending
  // change per member; wrong codes are counted so that guessing ends it.
  `
  CREATE TABLE member_email_changes (
    member_id  INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    email      TEXT NOT NULL COLLATE NOCASE,
    code_hash  TEXT NOT NULL,
    wrong      INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL
  );
  `,
  // 9: dayparts. A product served in part of the day only (breakfast until 10:30) names its
  // daypart; the window is read on the restaurant's clock.
  `
  CREATE TABLE dayparts (
    name       TEXT PRIMARY KEY,
    from_time  TEXT NOT NULL,
    until_time TEXT NOT NULL
  );
  ALTER TABLE products ADD COLUMN daypart TEXT REFERENCES dayparts(name);
  `,
  // 10: a free-item coupon (kind 'item') names its product's sku and takes that product's price
  // off, so it has no value of its own. SQLite cannot change a CHECK in place: the table is made
  // again. The orders and locks that name a code keep naming it: with the foreign keys deferred,
  // putting the rows back answers for the references dropping the old table left open.
  `
  PRAGMA defer_foreign_keys = ON;
  CREATE TEMP TABLE coupons_kept AS SELECT * FROM coupons;
  DROP TABLE coupons;
  CREATE TABLE coupons (
    code          TEXT PRIMARY KEY,
    description   TEXT NOT NULL,
    kind          TEXT NOT NULL CHECK (kind IN ('percent', 'amount', 'item')),
    -- Percent (10 = 10 %) or cents; NULL for a free item.
    value         INTEGER CHECK (value > 0),
    -- The product a free item is (its sku); NULL for the other kinds.
    sku           TEXT,
    minimum_cents INTEGER NOT NULL DEFAULT 0,
    -- NULL: any channel.
    channel       TEXT CHECK (channel IN ('default', 'catering')),
    single_use    INTEGER NOT NULL DEFAULT 0 CHECK (single_use IN (0, 1)),
    expires_at    INTEGER,
    CHECK ((kind = 'item') = (sku IS NOT NULL) AND (kind = 'item') = (value IS NULL))
  );
  INSERT INTO coupons (code, description, kind, value, minimum_cents, channel, single_use, expires_at)
    SELECT code, description, kind, value, minimum_cents, channel, single_use, expires_at
    FROM coupons_kept;
  DROP TABLE temp.coupons_kept;
  `,
  // 11: what a choice adds to an item's allergens (a sauce's egg, a side's milk), as a product
  // names its own.
  `
  CREATE TABLE choice_allergens (
    choice_id INTEGER NOT NULL REFERENCES option_choices(id) ON DELETE CASCADE,
    allergen  TEXT NOT NULL,
    position  INTEGER NOT NULL,
    PRIMARY KEY (choice_id, allergen)
  );
  `,
  // 12: a member's allergen profile, kept on the account (JSON: { avoid, hide }); NULL until saved.
  `
  ALTER TABLE members ADD COLUMN allergen_profile TEXT;
  `,
  // 13: a product's dietary flags as served (vegetarian, spicy), comma separated; NULL if none.
  `
  ALTER TABLE products ADD COLUMN dietary TEXT;
  `,
  // 14: group orders. A host's open box shared by a link (\`token\`) until a cutoff; each guest
  // joins by name and holds a secret of their own; a guest's lines are the box's, marked.
  `
  CREATE TABLE order_groups (
    token                TEXT PRIMARY KEY,
    order_id             TEXT NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
    host_name            TEXT NOT NULL,
    cutoff_at            INTEGER NOT NULL,
    guest_limit          INTEGER,
    spending_limit_cents INTEGER,
    state                TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'cancelled')),
    version              INTEGER NOT NULL DEFAULT 1,
    created_at           INTEGER NOT NULL
  );
  CREATE TABLE group_guests (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    group_token TEXT NOT NULL REFERENCES order_groups(token) ON DELETE CASCADE,
    secret      TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    done        INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1)),
    joined_at   INTEGER NOT NULL
  );
  CREATE INDEX group_guests_group ON group_guests(group_token, id);
  ALTER TABLE order_lines ADD COLUMN guest_id INTEGER REFERENCES group_guests(id);
  `,
  // 15: what a curbside customer said on arriving (JSON: { spot, vehicle: { make, color } }).
  `
  ALTER TABLE orders ADD COLUMN arrival TEXT;
  `,
  // 16: the asks for a new verification code, by e-mail address, whether or not it signed up:
  // how many the verification has had and when the last was.
  `
  CREATE TABLE new_code_asks (
    email   TEXT PRIMARY KEY COLLATE NOCASE,
    asks    INTEGER NOT NULL,
    last_at INTEGER NOT NULL
  );
  `,
  // 17: rewards to spend points on (the catalogue), what each member's points came from and went
  // on (the history), and the answers of redeems by their idempotency key, so a retry is not a
  // second spend.
  `
  CREATE TABLE reward_catalogue (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE,
    points   INTEGER NOT NULL CHECK (points > 0),
    kind     TEXT NOT NULL CHECK (kind IN ('amount', 'item')),
    -- Cents off for 'amount'; NULL for a free item.
    value    INTEGER CHECK (value > 0),
    sku      TEXT,
    position INTEGER NOT NULL,
    CHECK ((kind = 'item') = (sku IS NOT NULL) AND (kind = 'item') = (value IS NULL))
  );
  CREATE TABLE points_entries (
    id           INTEGER PRIMARY KEY,
    member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    at           INTEGER NOT NULL,
    points       INTEGER NOT NULL,
    -- What for: a placed order (its number), or a reward of the catalogue (its name then).
    order_id     TEXT REFERENCES orders(id) ON DELETE SET NULL,
    order_number TEXT,
    reward_name  TEXT
  );
  CREATE INDEX points_entries_member ON points_entries(member_id, at);
  CREATE TABLE reward_redeem_keys (
    key        TEXT PRIMARY KEY,
    member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    reward_id  INTEGER NOT NULL,
    status     INTEGER NOT NULL,
    body       TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
];
