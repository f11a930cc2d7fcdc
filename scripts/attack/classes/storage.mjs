// Browser storage: a stored value is the customer's to change. Every reader of local and
// session storage is fed malformed values (below the browser, the readers themselves), then
// one page is loaded in Chromium with every key malformed: nothing throws, nothing bad is kept,
// the page still works.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium.cjs';
import { probe } from '../probe.mjs';

/** Malformed texts: unparsable, other types, prototype keys, too deep, too big. */
const MALFORMED = {
  'broken JSON': '{"a":',
  'the word undefined': 'undefined',
  null: 'null',
  'a string': '"text"',
  'a number': '1e999',
  'an object for a list': '{"0":"a","length":1}',
  __proto__: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  'nesting 100000 deep': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  '5 MB of text': `"${'x'.repeat(5 * 1024 * 1024)}"`,
};
/** Texts the readers cannot parse: they must be removed from storage (or replaced), not kept. */
const UNREADABLE = new Set([
  MALFORMED['broken JSON'],
  MALFORMED['the word undefined'],
  MALFORMED['nesting 100000 deep'],
]);

/** A Storage over a Map, as much of it as the readers use. */
function storageWith(key, text) {
  const items = new Map([[key, text]]);
  return {
    getItem: (name) => (items.has(name) ? items.get(name) : null),
    setItem: (name, value) => items.set(name, String(value)),
    removeItem: (name) => items.delete(name),
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    clear: () => items.clear(),
  };
}

const polluted = () => ({}).polluted !== undefined;

/** What went wrong when `read` met `text` under `key` (undefined: nothing). */
async function wrongWith(key, text, read, check) {
  const storage = storageWith(key, text);
  try {
    const result = await read(storage);
    if (polluted()) return 'polluted Object.prototype';
    if (UNREADABLE.has(text) && storage.getItem(key) === text) return 'kept in storage';
    if (!check(result)) return `read as ${JSON.stringify(result)?.slice(0, 60)}`;
    return undefined;
  } catch (error) {
    return `threw ${error.message}`;
  }
}

/**
 * Feeds `read(storage)` each malformed text under `key`. Resolves to what went wrong: a throw,
 * a polluted prototype, an unreadable text kept, or `check(result)` failing.
 */
async function feed(key, read, check = () => true) {
  const wrong = [];
  // The readers say what they drop (console.warn): expected here, and hundreds of lines.
  const warn = console.warn;
  console.warn = () => {};
  try {
    for (const [name, text] of Object.entries(MALFORMED)) {
      const what = await wrongWith(key, text, read, check);
      if (what) wrong.push(`${name}: ${what}`);
    }
  } finally {
    console.warn = warn;
  }
  return wrong;
}

const contracts = '../../../shared-contracts/src';
const host = '../../../host-shell/src';
const nothingWrong = (wrong) => wrong.length === 0;
const shownWrong = (wrong) => wrong.join('; ');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The readers of the shared state, each a probe. */
const readers = [
  ...[
    'location',
    'menu',
    'order',
    'user',
    'token',
    'offers',
    'redeemedOffers',
    'language',
    'redirect',
    'sessionExpiredOn',
    'expandedMarkets',
  ].map((slice) =>
    probe(
      `restoring the stored ${slice} (qsr.${slice})`,
      async () => {
        const { restoreState } = await import(`${contracts}/state/persistence.ts`);
        return feed(`qsr.${slice}`, (storage) => restoreState(storage));
      },
      nothingWrong,
      shownWrong,
    ),
  ),
  probe(
    'the device id (qsr.deviceId), sent as a header',
    async () => {
      const { deviceIdFrom } = await import(`${contracts}/state/device-id.ts`);
      return feed(
        'qsr.deviceId',
        (storage) => deviceIdFrom(storage),
        (id) => id === undefined || UUID.test(id),
      );
    },
    nothingWrong,
    shownWrong,
  ),
  ...[
    ['the dismissed messages (qsr.dismissedMessages)', 'qsr.dismissedMessages', 'storedStrings'],
    ['the viewed content cards (qsr.viewedCards)', 'qsr.viewedCards', 'storedStrings'],
    ['the last chunk reload (qsr.chunkReloadAt)', 'qsr.chunkReloadAt', 'storedTime'],
  ].map(([name, key, schema]) =>
    probe(
      name,
      async () => {
        const stored = await import(`${contracts}/state/stored-value.ts`);
        // The chunk reload's schema is the host's own; the lists' is the contract's.
        const { storedTime } = await import(`${host}/errors/chunk-reload.ts`);
        const schemas = { storedStrings: stored.storedStrings, storedTime };
        return feed(key, (storage) => stored.readStored(storage, key, schemas[schema]));
      },
      nothingWrong,
      shownWrong,
    ),
  ),
  probe(
    'the offline box changes (pendingBoxChanges)',
    async () => {
      const { pendingBox } = await import(`${contracts}/offline/pending-box.ts`);
      const { PENDING_BOX_KEY, persistPendingBox } = await import(
        `${host}/pwa/stored-box-changes.ts`
      );
      return feed(
        PENDING_BOX_KEY,
        (storage) => {
          persistPendingBox(storage)();
          return pendingBox.changes;
        },
        (changes) => Array.isArray(changes) && changes.every((c) => typeof c.lineId === 'number'),
      );
    },
    nothingWrong,
    shownWrong,
  ),
];

/** Every key the site keeps, each with one malformed text, in both storages. */
const POISON = {
  'qsr.location': '{"a":',
  'qsr.menu': '{"__proto__":{"polluted":true}}',
  'qsr.order': '{"id":1,"products":"none","totals":null}',
  'qsr.user': '{"id":"x"}',
  'qsr.token': '"not a token"',
  'qsr.offers': '{"0":1}',
  'qsr.redeemedOffers': '[null,1,"x"]',
  'qsr.language': '"klingon"',
  'qsr.redirect': '"https://evil.example/steal"',
  'qsr.sessionExpiredOn': '"javascript:alert(1)"',
  'qsr.expandedMarkets': 'undefined',
  'qsr.deviceId': '"\\r\\nx-injected: 1"',
  'qsr.dismissedMessages': '{"length":1e9}',
  'qsr.viewedCards': '[[[[[[[[[[]]]]]]]]]]',
  'qsr.chunkReloadAt': '-1',
  'qsr.checkout.draft': '{"orderId":{"toString":1}}',
  'qsr.checkout.placement': '{"orderId":null,"key":[]}',
  pendingBoxChanges: '[{"lineId":"1","quantity":"NaN"}]',
};

/** One page load of /menu in headless Chromium with every stored value malformed. */
async function pageWithPoison(site) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((poison) => {
      for (const [key, text] of Object.entries(poison)) {
        localStorage.setItem(key, text);
        sessionStorage.setItem(key, text);
      }
    }, POISON);
    await page.goto(`${site.url}/menu`, { waitUntil: 'load', timeout: 30_000 });
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    return {
      errors,
      heading: (
        await page
          .locator('main h1')
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => null)
      )?.trim(),
      fallbacks: await page.locator('[data-remote-fallback], .host-page-error').count(),
      brokenPage: await page.getByText('Something went wrong').count(),
    };
  } finally {
    await browser.close();
  }
}

export default {
  name: 'browser storage',
  probes: [
    ...readers,
    probe(
      'the menu page in Chromium with every stored value malformed',
      pageWithPoison,
      (seen) =>
        seen.errors.length === 0 &&
        Boolean(seen.heading) &&
        seen.fallbacks === 0 &&
        seen.brokenPage === 0,
    ),
  ],
};
