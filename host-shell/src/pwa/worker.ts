// The service worker at scope `/` (§7.5), built to `/sw.js` by the host's webpack config.
// Every decision is in `sw-routing.ts`; this file only applies them to the Cache API.
import {
  CACHE_NAME,
  SHELL_KEY,
  isImmutable,
  isStorable,
  pinsOf,
  requestKind,
  shellFiles,
  staleHostFiles,
  staleRemoteFiles,
  type RequestKind,
} from './sw-routing';

// The host's TypeScript has the DOM library, not the worker one: the little used is typed here.
interface SwEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SwMessageEvent extends SwEvent {
  data: unknown;
}
interface SwScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: SwEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: SwMessageEvent) => void): void;
}
const worker = self as unknown as SwScope;

async function keep(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await cache.put(request, response);
}

/** After a fresh `/config/remotes.json`: remote versions no longer pinned leave the cache. */
async function evictUnpinned(config: Response): Promise<void> {
  try {
    const pins = pinsOf(
      (await config.json()) as { remotes: Array<{ name: string; version: string }> },
    );
    const cache = await caches.open(CACHE_NAME);
    const cached = (await cache.keys()).map((request) => request.url);
    await Promise.all(staleRemoteFiles(cached, pins).map((url) => cache.delete(url)));
  } catch {
    // An unreadable config evicts nothing; the next one will.
  }
}

async function fromNetwork(request: Request, kind: RequestKind) {
  const response = await fetch(request);
  if (isStorable(response, request)) {
    await keep(request, response.clone());
    if (kind === 'fresh' && new URL(request.url).pathname === '/config/remotes.json') {
      await evictUnpinned(response.clone());
    }
  }
  return response;
}

/** The network's answer; when there is none, the cached copy under `key`. */
async function orCached(answer: Promise<Response>, key: Request | string): Promise<Response> {
  try {
    return await answer;
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
}

const networkFirst = (request: Request, kind: RequestKind) =>
  orCached(fromNetwork(request, kind), request);

/** A new shell from the network: kept, and a new host build's predecessor files evicted. */
async function keepShell(response: Response): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const previous = await cache.match(SHELL_KEY);
  const origin = worker.location.origin;
  const files = shellFiles(await response.clone().text(), origin);
  const previousFiles = previous ? shellFiles(await previous.text(), origin) : files;
  await cache.put(SHELL_KEY, response);
  const cached = (await cache.keys()).map((request) => request.url);
  await Promise.all(staleHostFiles(cached, previousFiles, files).map((url) => cache.delete(url)));
}

async function freshShell(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok && isStorable(response, request)) await keepShell(response.clone());
  return response;
}

// Offline, every page is the last shell: the host renders the route from the address.
const shell = (request: Request) => orCached(freshShell(request), SHELL_KEY);

async function versioned(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached && isImmutable(cached.headers)) return cached;
  return networkFirst(request, 'versioned');
}

function answer(request: Request, kind: RequestKind): Promise<Response> {
  if (kind === 'shell') return shell(request);
  if (kind === 'versioned') return versioned(request);
  return networkFirst(request, kind);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE_NAME) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind({
    method: request.method,
    url: request.url,
    origin: worker.location.origin,
    mode: request.mode,
    headers: request.headers,
  });
  if (kind === 'pass') return;
  event.respondWith(answer(request, kind));
});

/** Files being kept now: the page may list them twice (`register.ts`). */
const keeping = new Set<string>();

/**
 * The page that registered the worker lists what it loaded before the worker took control
 * (`register.ts`); those files are kept now, so the very next visit starts from the cache.
 */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown; page?: unknown } | null;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string');
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      if (typeof data.page === 'string' && !(await cache.match(SHELL_KEY))) {
        const page = new Request(data.page, { headers: { accept: 'text/html' } });
        await shell(page).catch(() => undefined);
      }
      await Promise.all(
        urls.map(async (url) => {
          const request = new Request(url);
          const kind = requestKind({
            method: 'GET',
            url,
            origin: worker.location.origin,
            mode: 'no-cors',
            headers: request.headers,
          });
          if (kind === 'pass' || kind === 'shell' || keeping.has(url)) return;
          if (await cache.match(request)) return;
          keeping.add(url);
          await fromNetwork(request, kind)
            .catch(() => undefined)
            .finally(() => keeping.delete(url));
        }),
      );
    })(),
  );
});
