/**
 * The service worker's decisions as plain functions, so that they are unit-tested
 * here and the worker (`worker.ts`) only wires them to the Cache API.
 *
 * - `pass`: not intercepted at all — the browser talks to the network as if there were no worker.
 * - `shell`: a page (navigation): network first, the last shell when offline.
 * - `versioned`: host files with a content hash and files of a remote version
 *   (`/remotes/<name>/<version>/…`): cache first, since their path names their content.
 * - `fresh`: `/config/remotes.json`, remote manifests, the web app manifest: network first,
 *   the cached copy only when the network does not answer.
 * - `offline-data`: read-only menus and locations, network first, for an offline view.
 *
 * Only a GET is ever intercepted, kept or fetched again. A URL the page lists (`register.ts`)
 * comes from Resource Timing, which names no method, and the worker fetches it again as a GET:
 * so `offline-data` is only the paths nothing but a GET reaches (`POST locations/delivery`, the
 * delivery search, is not one of them).
 */
export type RequestKind = 'pass' | 'shell' | 'versioned' | 'fresh' | 'offline-data';

export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's origin. */
  origin: string;
  mode: string;
  headers: { has(name: string): boolean };
}

export const CACHE_NAME = 'qsr-site-v1';
/** Where the last page HTML is kept, the offline answer to any navigation. */
export const SHELL_KEY = '/__shell__';

/** Calls that carry secrets or change something: never seen by the worker. */
const NEVER_INTERCEPT = [
  /^\/api\/braze(?:\/|$)/i,
  /^\/api\/submit(?:\/|$)/i,
  /^\/api\/v1\/members\//i,
  /\/(?:signin|signout|sso|token|payments?|submit)(?:\/|$)/i,
];
/** Files of a remote version that describe it: revalidated like the BFF does (no-cache). */
const REMOTE_METADATA = /^(?:mf-manifest|release|mf-stats)\.json$/;
const REMOTE_FILE = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/;
/** `main.3f9a1c2e0b.js`, `assets/logo.0123456789.svg`: the BFF's own test for a hashed name. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./i;
const OFFLINE_DATA = /^\/api\/v1\/(?:menus\/\d+(?:\/|$)|locations(?:\/(?:search|\d+))?$)/i;
const NOT_PAGES = /^\/(?:api|cms|config|remotes|healthz|readyz)(?:\/|$)/i;

export function requestKind(request: RequestFacts): RequestKind {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== request.origin) return 'pass';
  const path = url.pathname;
  if (NEVER_INTERCEPT.some((rule) => rule.test(path))) return 'pass';
  if (request.headers.has('authorization') || request.headers.has('range')) return 'pass';
  if (request.mode === 'navigate') return NOT_PAGES.test(path) ? 'pass' : 'shell';
  if (path === '/config/remotes.json') return url.search ? 'pass' : 'fresh';
  if (path === '/manifest.webmanifest') return 'fresh';
  const remote = REMOTE_FILE.exec(path);
  if (remote) return REMOTE_METADATA.test(remote[3] ?? '') ? 'fresh' : 'versioned';
  if (OFFLINE_DATA.test(path)) return 'offline-data';
  if (!NOT_PAGES.test(path) && HASHED_NAME.test(path.split('/').pop() ?? '')) return 'versioned';
  return 'pass';
}

/** A response the worker may keep: a whole, plain 200 with nothing private about it. */
export function isStorable(
  response: { status: number; type: string; headers: { get(name: string): string | null } },
  request: { method: string; headers: { has(name: string): boolean } },
): boolean {
  if (request.method !== 'GET') return false;
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) {
    return false;
  }
  if (request.headers.has('authorization') || response.headers.get('set-cookie') !== null) {
    return false;
  }
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * A cached `versioned` file answers without the network only when the server said it never
 * changes; a local build's `remoteEntry.js` (no-cache) is asked for again each time.
 */
export function isImmutable(headers: { get(name: string): string | null }): boolean {
  return /\bimmutable\b/i.test(headers.get('cache-control') ?? '');
}

/** name → version of the pins a page loads. */
export type Pins = Record<string, string>;

export function pinsOf(config: {
  remotes: ReadonlyArray<{ name: string; version: string }>;
}): Pins {
  return Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.version]));
}

/** The cached remote files of versions no longer pinned (evicted after a release or rollback). */
export function staleRemoteFiles(cachedUrls: readonly string[], pins: Pins): string[] {
  return cachedUrls.filter((cached) => {
    const match = REMOTE_FILE.exec(new URL(cached).pathname);
    return match !== null && pins[match[1] ?? ''] !== match[2];
  });
}

/** Did the pins change since the page loaded? A remote added or dropped counts too. */
export function pinsChanged(loaded: Pins, latest: Pins): boolean {
  const names = new Set([...Object.keys(loaded), ...Object.keys(latest)]);
  return [...names].some((name) => loaded[name] !== latest[name]);
}

/** The host files a page's HTML names (`/main.3f9a1c2e0b.js`, `/main.0123456789.css`). */
export function shellFiles(html: string, origin: string): string[] {
  // Quoted or not: the built HTML is minified.
  const files = html.matchAll(/(?:src|href)=["']?(\/[^"'\s>/]+\.[0-9a-f]{8,}\.(?:js|css))/gi);
  return [...files].map((match) => new URL(match[1] ?? '', origin).href).sort();
}

/**
 * After a new host build (its HTML names other files), the cached host files it does not name
 * leave the cache; its lazy chunks are fetched again when needed.
 */
export function staleHostFiles(
  cachedUrls: readonly string[],
  previousShell: readonly string[],
  shell: readonly string[],
): string[] {
  if (shell.length === 0 || previousShell.join() === shell.join()) return [];
  return cachedUrls.filter((cached) => {
    const { pathname } = new URL(cached);
    return (
      !REMOTE_FILE.test(pathname) &&
      !NOT_PAGES.test(pathname) &&
      HASHED_NAME.test(pathname.split('/').pop() ?? '') &&
      !shell.includes(cached)
    );
  });
}
