import { expect, type Page } from '@playwright/test';

/** The cache the site's service worker keeps (host-shell/src/pwa/sw-routing.ts CACHE_NAME). */
export const SITE_CACHE = 'qsr-site-v1';

/** Waits until the service worker controls the page. */
export async function controlledBySw(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** The URLs the service worker has cached. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, SITE_CACHE);
}

/** A host or remote file whose name carries its content hash: immutable by path. */
export const isHashedFile = (url: string) =>
  /\/[^/?]+\.[0-9a-f]{8,}\.(?:js|css)$/i.test(new URL(url).pathname);

/** Waits until every hashed file the page loaded is in the service worker's cache. */
export async function expectLoadedFilesCached(page: Page): Promise<string[]> {
  const loaded = (
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  ).filter(isHashedFile);
  await expectCached(page, loaded);
  return loaded;
}

/** Waits until the service worker has cached every one of `urls` (not none of them). */
async function expectCached(page: Page, urls: string[]): Promise<void> {
  expect(urls.length).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const cached = new Set(await cachedUrls(page));
      return urls.filter((url) => !cached.has(url));
    })
    .toEqual([]);
}

/**
 * Waits until the service worker keeps the files of the box drawer (menuCart's `./cart-drawer`,
 * as its manifest lists them), which the offline banner promises: 'change your box'.
 */
export async function expectBoxKeptForOffline(page: Page): Promise<void> {
  const files = await page.evaluate(async () => {
    const config = (await (await fetch('/config/remotes.json')).json()) as {
      remotes: Array<{ name: string; entry: string }>;
    };
    const entry = config.remotes.find((remote) => remote.name === 'menuCart')?.entry ?? '';
    const manifestUrl = new URL(entry, window.location.href);
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
    };
    const drawer = manifest.exposes.find((expose) => expose.path === './cart-drawer');
    return (drawer?.assets.js.sync ?? []).map((file) => new URL(file, manifestUrl).href);
  });
  await expectCached(page, files);
}

/**
 * The federation runtime's files the page names for the worker to keep (host-shell's
 * federation-files-plugin.cjs), as URLs.
 */
export function federationRuntimeFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (document.querySelector<HTMLMetaElement>('meta[name="qsr-federation-files"]')?.content ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((file) => new URL(file, document.baseURI).href),
  );
}

/** Waits until the service worker keeps the federation runtime's files the page names. */
export async function expectFederationRuntimeKept(page: Page): Promise<void> {
  await expectCached(page, await federationRuntimeFiles(page));
}
