import type { RemotesConfig } from '@qsr/shared-contracts';
import { remotesConfigUrl } from '../remotes/remote-loader';
import { isLoadableEntry } from '../remotes/remote-origins';

/** The part of a remote's `mf-manifest.json` that names its files. */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: Array<{
    name: string;
    assets: { js: { sync: string[] }; css: { sync: string[] } };
  }>;
}

/**
 * What a remote's exposed module loads, by the remote's manifest: the manifest, the remote's
 * entry and the module's own files (not the lazy parts it may ask for later), as URLs.
 */
export function exposedModuleFiles(
  manifestUrl: string,
  manifest: RemoteManifest,
  exposed: string,
): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  // `auto`: the files sit beside the manifest.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const expose = manifest.exposes.find((candidate) => candidate.name === exposed);
  if (!expose) return [];
  const files = [
    `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
    ...expose.assets.js.sync,
    ...expose.assets.css.sync,
  ];
  return [...new Set([manifestUrl, ...files.map((file) => new URL(file, base).href)])];
}

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The `<meta name>` in which the host's build names the federation runtime's files. */
export const FEDERATION_FILES_META = 'qsr-federation-files';

/**
 * The federation runtime's files (the host's lazy chunks that load every remote), as the page's
 * head names them (federation-files-plugin.cjs), as URLs; none where it names none.
 */
export function federationRuntimeFiles(page: Document = document): string[] {
  const meta = page.querySelector<HTMLMetaElement>(`meta[name="${FEDERATION_FILES_META}"]`);
  return (meta?.content ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((file) => new URL(file, page.baseURI).href);
}

/**
 * What the offline banner promises beyond the page itself is 'change your box'. The box drawer
 * loads when it is first opened, so a customer who had not opened it on a page the worker
 * controlled met its fallback offline. Once the worker is ready, it is given the drawer's files
 * to keep (the pinned version's, by its manifest), fetched and stored without being run: run on
 * the page, they took the main thread for a long task on every first visit. So are the files of
 * the federation runtime that loads them, which a page without a remote (the home page) has not
 * loaded. Offline there is nothing to fetch; a failure is the drawer's to show when it is opened.
 */
export async function keepOfflineModules(keep: (urls: string[]) => void): Promise<void> {
  if (!navigator.onLine) return;
  const runtime = federationRuntimeFiles();
  if (runtime.length > 0) keep(runtime);
  try {
    const config = await readJson<RemotesConfig>(remotesConfigUrl());
    const entry = config.remotes.find((remote) => remote.name === 'menuCart')?.entry;
    if (!isLoadableEntry(entry)) throw new Error('no version of menuCart is live');
    const manifestUrl = new URL(entry, window.location.href).href;
    const manifest = await readJson<RemoteManifest>(manifestUrl);
    keep(exposedModuleFiles(manifestUrl, manifest, 'cart-drawer'));
  } catch (error) {
    console.warn('The box is not kept for offline use', error);
  }
}
