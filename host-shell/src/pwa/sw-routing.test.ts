import { ORDERING_CALLS, type OrderingCall } from '@qsr/shared-contracts';
import {
  isImmutable,
  isStorable,
  pinsChanged,
  pinsOf,
  requestKind,
  shellFiles,
  staleHostFiles,
  staleRemoteFiles,
  type RequestFacts,
} from './sw-routing';

const ORIGIN = 'https://order.example.com';

function facts(path: string, overrides: Partial<RequestFacts> & { header?: string } = {}) {
  const { header, ...rest } = overrides;
  return {
    method: 'GET',
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    origin: ORIGIN,
    mode: 'cors',
    headers: { has: (name: string) => name === header },
    ...rest,
  };
}

const headers = (values: Record<string, string>) => ({
  get: (name: string) => values[name] ?? null,
});

describe('what the service worker does with each request', () => {
  it.each([
    ['/menu', 'navigate', 'shell'],
    ['/', 'navigate', 'shell'],
    ['/order/checkout', 'navigate', 'shell'],
    ['/main.3f9a1c2e0b.js', 'no-cors', 'versioned'],
    ['/412.0123456789.css', 'no-cors', 'versioned'],
    ['/assets/logo.0123456789.svg', 'no-cors', 'versioned'],
    ['/remotes/menuCart/1.2.0/remoteEntry.js', 'cors', 'versioned'],
    ['/remotes/menuCart/1.2.0/__federation_expose_Menu.abcdef0123.js', 'cors', 'versioned'],
    ['/remotes/menuCart/1.2.0/mf-manifest.json', 'cors', 'fresh'],
    ['/remotes/menuCart/1.2.0/release.json', 'cors', 'fresh'],
    ['/config/remotes.json', 'cors', 'fresh'],
    ['/manifest.webmanifest', 'cors', 'fresh'],
    ['/api/v1/menus/237039', 'cors', 'offline-data'],
    ['/api/v1/menus/237039/products/2', 'cors', 'offline-data'],
    ['/api/v1/locations', 'cors', 'offline-data'],
    ['/api/v1/locations/search?q=Raleigh', 'cors', 'offline-data'],
  ])('GET %s (%s) → %s', (path, mode, kind) => {
    expect(requestKind(facts(path, { mode }))).toBe(kind);
  });

  it.each([
    ['/api/braze/content-cards', 'cors'],
    ['/api/braze', 'cors'],
    ['/api/v1/members/signin', 'cors'],
    ['/api/v1/members/sso', 'cors'],
    ['/api/v1/members/payments', 'cors'],
    ['/api/v1/members/get', 'cors'],
    ['/api/v1/orders/o1/submit', 'cors'],
    ['/api/v1/orders/o1/token', 'cors'],
    ['/api/submit', 'cors'],
    ['/api/v1/orders/o1', 'cors'],
    ['/api/v2/carts/c1/donations', 'cors'],
    ['/cms/stories/home', 'cors'],
    ['/sw.js', 'cors'],
    ['/icons/default-192.png', 'no-cors'],
    ['/healthz', 'cors'],
    ['/api/v1/menus', 'navigate'],
    ['/config/remotes.json?remotes=menuCart@1.3.0', 'cors'],
    ['https://maps.example.com/tile.0123456789.png', 'no-cors'],
  ])('never intercepts GET %s (%s)', (path, mode) => {
    expect(requestKind(facts(path, { mode }))).toBe('pass');
  });

  it('never intercepts a write, even to a path it caches', () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect(requestKind(facts('/api/v1/menus/1', { method }))).toBe('pass');
      expect(requestKind(facts('/menu', { method, mode: 'navigate' }))).toBe('pass');
    }
  });

  it('never fetches again as a GET a listed URL that a write reaches (the delivery search)', () => {
    // A URL the page lists names no method: the worker asks for it as a GET.
    expect(requestKind(facts('/api/v1/locations/delivery?catering=true'))).toBe('pass');
    const writes = Object.values<OrderingCall>(ORDERING_CALLS).filter(
      (call) => call.method !== 'GET',
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const call of writes) {
      // Each `{name}` of the call's path as one id.
      const path = `/api/${call.v2 ? 'v2' : 'v1'}/${call.path.replace(/\{[^}]+\}/g, '101')}`;
      expect([call.method, path, requestKind(facts(path))]).toEqual([call.method, path, 'pass']);
    }
  });

  it("passes a group order's reads and its event stream to the network, never keeping them", () => {
    // The stream never ends, and a guest's part must never be read from a cache.
    for (const path of [
      '/api/v1/groups/tok/events',
      '/api/v1/groups/tok',
      '/api/v1/groups/tok/guests/secret',
      '/api/v1/orders/o1/group',
    ]) {
      expect([path, requestKind(facts(path))]).toEqual([path, 'pass']);
    }
  });

  it('never intercepts a request that carries an Authorization header (or a byte range)', () => {
    expect(requestKind(facts('/api/v1/menus/1', { header: 'authorization' }))).toBe('pass');
    expect(requestKind(facts('/main.3f9a1c2e0b.js', { header: 'range' }))).toBe('pass');
  });
});

describe('what the service worker keeps', () => {
  const plain = { method: 'GET', headers: { has: () => false } };
  const ok = (values: Record<string, string> = {}, status = 200, type = 'basic') => ({
    status,
    type,
    headers: headers(values),
  });

  it('keeps a plain 200', () => {
    expect(isStorable(ok({ 'cache-control': 'no-cache' }), plain)).toBe(true);
  });

  it('never keeps an error, a partial or foreign answer, or anything private', () => {
    expect(isStorable(ok({}, 500), plain)).toBe(false);
    expect(isStorable(ok({}, 206), plain)).toBe(false);
    expect(isStorable(ok({}, 0, 'opaque'), plain)).toBe(false);
    expect(isStorable(ok({ 'set-cookie': 'session=1' }), plain)).toBe(false);
    expect(isStorable(ok({ 'cache-control': 'no-store' }), plain)).toBe(false);
    expect(isStorable(ok({ 'cache-control': 'private, max-age=60' }), plain)).toBe(false);
    expect(
      isStorable(ok(), { method: 'GET', headers: { has: (name) => name === 'authorization' } }),
    ).toBe(false);
    expect(isStorable(ok(), { ...plain, method: 'POST' })).toBe(false);
  });

  it('answers from the cache without asking only for files the server called immutable', () => {
    expect(isImmutable(headers({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(
      true,
    );
    expect(isImmutable(headers({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(isImmutable(headers({}))).toBe(false);
  });
});

describe('pins', () => {
  const pins = pinsOf({
    remotes: [
      { name: 'careers', version: '1.0.1' },
      { name: 'menuCart', version: '1.2.0' },
    ],
  });

  it('evicts the cached files of versions no longer pinned, and nothing else', () => {
    const cached = [
      `${ORIGIN}/remotes/careers/1.0.0/remoteEntry.js`,
      `${ORIGIN}/remotes/careers/1.0.0/mf-manifest.json`,
      `${ORIGIN}/remotes/careers/1.0.1/remoteEntry.js`,
      `${ORIGIN}/remotes/menuCart/1.2.0/remoteEntry.js`,
      `${ORIGIN}/remotes/account/1.0.0/remoteEntry.js`,
      `${ORIGIN}/main.3f9a1c2e0b.js`,
      `${ORIGIN}/config/remotes.json`,
    ];
    expect(staleRemoteFiles(cached, pins)).toEqual([
      `${ORIGIN}/remotes/careers/1.0.0/remoteEntry.js`,
      `${ORIGIN}/remotes/careers/1.0.0/mf-manifest.json`,
      `${ORIGIN}/remotes/account/1.0.0/remoteEntry.js`,
    ]);
  });

  it('sees a release, a rollback, a remote added or dropped', () => {
    expect(pinsChanged(pins, { ...pins })).toBe(false);
    expect(pinsChanged(pins, { ...pins, careers: '1.0.2' })).toBe(true);
    expect(pinsChanged(pins, { ...pins, careers: '1.0.0' })).toBe(true);
    expect(pinsChanged(pins, { ...pins, account: '1.0.0' })).toBe(true);
    expect(pinsChanged(pins, { careers: '1.0.1' })).toBe(true);
  });
});

describe('a new host build', () => {
  const html = (hash: string) =>
    `<link href="/main.${hash}.css" rel="stylesheet"><script defer src=/main.${hash}.js></script>` +
    '<link rel="manifest" href="/manifest.webmanifest" />';
  const cached = [
    `${ORIGIN}/main.aaaaaaaaaa.js`,
    `${ORIGIN}/main.aaaaaaaaaa.css`,
    `${ORIGIN}/412.cccccccccc.js`,
    `${ORIGIN}/main.bbbbbbbbbb.js`,
    `${ORIGIN}/remotes/careers/1.0.0/1.dddddddddd.js`,
    `${ORIGIN}/config/remotes.json`,
    `${ORIGIN}/__shell__`,
  ];

  it('reads the host files a page names', () => {
    expect(shellFiles(html('aaaaaaaaaa'), ORIGIN)).toEqual([
      `${ORIGIN}/main.aaaaaaaaaa.css`,
      `${ORIGIN}/main.aaaaaaaaaa.js`,
    ]);
  });

  it('evicts the old build’s host files once the shell names new ones, and only then', () => {
    const before = shellFiles(html('aaaaaaaaaa'), ORIGIN);
    const after = shellFiles(html('bbbbbbbbbb'), ORIGIN);
    expect(staleHostFiles(cached, before, before)).toEqual([]);
    expect(staleHostFiles(cached, before, [])).toEqual([]);
    expect(staleHostFiles(cached, before, after)).toEqual([
      `${ORIGIN}/main.aaaaaaaaaa.js`,
      `${ORIGIN}/main.aaaaaaaaaa.css`,
      `${ORIGIN}/412.cccccccccc.js`,
    ]);
  });
});
