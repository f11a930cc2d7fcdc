/**
 * What the site may send to the marketing-automation API on behalf of the visitor in front of
 * it (§4.8, §7.4, §7.5), and nothing more:
 *
 * - whom: the signed-in member's own `external_id`, or the anonymous device alias
 *   `{ alias_label: 'device' }` of this browser, whose name the BFF issued (`device-alias.ts`);
 * - `users/track` attributes: only those of `TRACKED_ATTRIBUTES`;
 * - `users/track` events: only `Add_Product_To_Cart` with product, cart items, cost and channel;
 * - `users/alias/new`: this browser's device alias (optionally for the member's own id);
 * - `users/identify`: this browser's device alias merged into the member's own id.
 *
 * The body that goes upstream is the one checked here, serialised again: duplicate keys or
 * anything JSON.parse dropped cannot reach the API.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type UserScopeResult =
  | {
      ok: true;
      body: JsonObject;
      /** The external ids the call names: each must be the signed-in member's own. */
      externalIds: string[];
    }
  | { ok: false; status: 400 | 403; message: string };

export const BAD_MARKETING_CALL = 'This marketing call is not allowed.';
export const NOT_YOUR_PROFILE = 'Forbidden';

/** The alias label of an anonymous visitor's browser. */
export const DEVICE_ALIAS_LABEL = 'device';
/** The one custom event the site logs (§7.5). */
export const ADD_PRODUCT_EVENT = 'Add_Product_To_Cart';
export const CHANNELS = ['Catering', 'Mealtime'] as const;
export const LANGUAGES = ['en-US', 'es'] as const;

/** Most items one call may carry: the site sends one at a time. */
const MAX_ITEMS = 10;

class Refusal {
  constructor(
    readonly status: 400 | 403,
    readonly message: string,
  ) {}
}

const bad = (): never => {
  throw new Refusal(400, BAD_MARKETING_CALL);
};
const forbidden = (): never => {
  throw new Refusal(403, NOT_YOUR_PROFILE);
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown): JsonObject {
  return isObject(value) ? value : bad();
}

function onlyKeys(value: JsonObject, allowed: readonly string[]): void {
  if (Object.keys(value).some((key) => !allowed.includes(key))) bad();
}

function items(value: unknown): Json[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ITEMS) bad();
  return value as Json[];
}

function shortText(value: unknown, max: number): string {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : bad();
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : bad();
}

/** An id-like value: a short string or a safe integer. */
function idValue(value: unknown): Json {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  return shortText(value, 64);
}

/** A small JSON value: bounded depth, strings, arrays and keys. */
function smallJson(value: unknown, depth = 0): Json {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : bad();
  if (typeof value === 'string') return value.length <= 255 ? value : bad();
  if (depth >= 3) bad();
  if (Array.isArray(value)) {
    if (value.length > 50) bad();
    return value.map((item) => smallJson(item, depth + 1));
  }
  const entries = Object.entries(object(value));
  if (entries.length > 20 || entries.some(([key]) => key.length > 64)) bad();
  return Object.fromEntries(entries.map(([key, item]) => [key, smallJson(item, depth + 1)]));
}

/**
 * `users/track` attributes the site sets, with what each value may be. `Recent_Location`
 * is §4.8 (set on location change: the location's id and menu id); `Language` (§4.11) and
 * `Channel` (§7.5 channel names) are the visitor's language and last channel.
 */
export const TRACKED_ATTRIBUTES: Readonly<Record<string, (value: unknown) => Json>> = {
  Recent_Location: (value) => {
    if (value === null) return null;
    const location = object(value);
    onlyKeys(location, ['id', 'menu_id']);
    return { id: idValue(location.id), menu_id: idValue(location.menu_id) };
  },
  Language: (value) => oneOf(value, LANGUAGES),
  Channel: (value) => oneOf(value, CHANNELS),
};

/** §7.5: `Add_Product_To_Cart` properties: product, cart items, cost and channel. */
const EVENT_PROPERTIES: Readonly<Record<string, (value: unknown) => Json>> = {
  product: (value) =>
    typeof value === 'string' ? shortText(value, 255) : smallJson(object(value)),
  cart_items: (value) => {
    if (typeof value === 'number') {
      return Number.isSafeInteger(value) && value >= 0 && value <= 10_000 ? value : bad();
    }
    if (!Array.isArray(value) || value.length > 50) bad();
    return smallJson(value);
  },
  cost: (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1_000_000
      ? value
      : bad(),
  channel: (value) => oneOf(value, CHANNELS),
};

/** Whom one item of a call is about: collects external ids, names the device alias. */
class Subjects {
  readonly externalIds: string[] = [];
  private own: string | undefined;

  constructor(private readonly ownAlias: () => string) {}

  externalId(value: unknown): string {
    const id = shortText(value, 128);
    this.externalIds.push(id);
    return id;
  }

  /**
   * This browser's own device alias. The name is the one the BFF issued; a name the caller
   * sends is only checked against it (another one is 403), never used.
   */
  deviceAlias(value: unknown): JsonObject {
    const alias = object(value);
    onlyKeys(alias, ['alias_name', 'alias_label']);
    const name = alias.alias_name;
    if (typeof alias.alias_label !== 'string') return bad();
    if (name !== undefined && typeof name !== 'string') return bad();
    if (alias.alias_label !== DEVICE_ALIAS_LABEL) forbidden();
    // Asked once per call: a browser without its cookie yet gets one alias, not one per item.
    const own = (this.own ??= this.ownAlias());
    if (name !== undefined && name !== own) forbidden();
    return { alias_name: own, alias_label: DEVICE_ALIAS_LABEL };
  }

  /** Exactly one of `external_id` and `user_alias`. */
  of(item: JsonObject): JsonObject {
    const hasId = 'external_id' in item;
    const hasAlias = 'user_alias' in item;
    if (hasId === hasAlias) bad();
    return hasId
      ? { external_id: this.externalId(item.external_id) }
      : { user_alias: this.deviceAlias(item.user_alias) };
  }
}

function track(body: JsonObject, who: Subjects): JsonObject {
  onlyKeys(body, ['attributes', 'events']);
  if (body.attributes === undefined && body.events === undefined) bad();
  const out: JsonObject = {};
  if (body.attributes !== undefined) {
    out.attributes = items(body.attributes).map((value) => {
      const item = object(value);
      const attributes = Object.keys(item).filter(
        (key) => key !== 'external_id' && key !== 'user_alias',
      );
      if (attributes.length === 0) bad();
      const checked: JsonObject = who.of(item);
      for (const name of attributes) {
        const check = Object.hasOwn(TRACKED_ATTRIBUTES, name)
          ? TRACKED_ATTRIBUTES[name]
          : undefined;
        if (!check) bad();
        checked[name] = (check as (value: unknown) => Json)(item[name]);
      }
      return checked;
    });
  }
  if (body.events !== undefined) {
    out.events = items(body.events).map((value) => {
      const item = object(value);
      onlyKeys(item, ['external_id', 'user_alias', 'name', 'time', 'properties']);
      const checked: JsonObject = who.of(item);
      checked.name = oneOf(item.name, [ADD_PRODUCT_EVENT]);
      const time = shortText(item.time, 40);
      if (Number.isNaN(Date.parse(time))) bad();
      checked.time = time;
      if (item.properties !== undefined) {
        const properties = object(item.properties);
        const outProperties: JsonObject = {};
        for (const [name, raw] of Object.entries(properties)) {
          const check = Object.hasOwn(EVENT_PROPERTIES, name) ? EVENT_PROPERTIES[name] : undefined;
          if (!check) bad();
          outProperties[name] = (check as (value: unknown) => Json)(raw);
        }
        if (JSON.stringify(outProperties).length > 8192) bad();
        checked.properties = outProperties;
      }
      return checked;
    });
  }
  return out;
}

function aliasNew(body: JsonObject, who: Subjects): JsonObject {
  onlyKeys(body, ['user_aliases']);
  return {
    user_aliases: items(body.user_aliases).map((value) => {
      const item = object(value);
      onlyKeys(item, ['alias_name', 'alias_label', 'external_id']);
      const alias = who.deviceAlias({ alias_name: item.alias_name, alias_label: item.alias_label });
      return item.external_id === undefined
        ? alias
        : { external_id: who.externalId(item.external_id), ...alias };
    }),
  };
}

function identify(body: JsonObject, who: Subjects): JsonObject {
  onlyKeys(body, ['aliases_to_identify', 'merge_behavior']);
  const out: JsonObject = {
    aliases_to_identify: items(body.aliases_to_identify).map((value) => {
      const item = object(value);
      onlyKeys(item, ['external_id', 'user_alias']);
      return {
        external_id: who.externalId(item.external_id),
        user_alias: who.deviceAlias(item.user_alias),
      };
    }),
  };
  if (body.merge_behavior !== undefined) {
    out.merge_behavior = oneOf(body.merge_behavior, ['none', 'merge']);
  }
  return out;
}

const CHECKS: Readonly<Record<string, (body: JsonObject, who: Subjects) => JsonObject>> = {
  'users/track': track,
  'users/alias/new': aliasNew,
  'users/identify': identify,
};

/**
 * Checks a user-scoped call's body. `ownAlias` gives this browser's device alias name, asked
 * once, and only when the call names the device alias. The identity part that needs the ordering API
 * (is this external id the signed-in member's?) is left to the caller, through `externalIds`.
 */
export function checkUserCall(
  path: string,
  body: unknown,
  ownAlias: () => string,
): UserScopeResult {
  const check = Object.hasOwn(CHECKS, path) ? CHECKS[path] : undefined;
  if (!check) return { ok: false, status: 400, message: BAD_MARKETING_CALL };
  const who = new Subjects(ownAlias);
  try {
    const checked = check(object(body), who);
    return { ok: true, body: checked, externalIds: who.externalIds };
  } catch (error) {
    if (error instanceof Refusal)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
