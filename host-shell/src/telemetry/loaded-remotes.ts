import type { RemoteName } from '@qsr/shared-contracts';

/** Where a loaded remote's files are, and which version they are. */
interface LoadedRemote {
  version: string;
  /** The folder of its manifest: its entry and chunks load from beside it. */
  base: string;
}

const loaded = new Map<RemoteName, LoadedRemote>();

/** Noted by the loader as a remote's module loads, from the config's manifest URL. */
export function noteLoadedRemote(remote: RemoteName, version: string, manifestUrl: string): void {
  loaded.set(remote, { version, base: new URL('.', new URL(manifestUrl, location.href)).href });
}

/** The version of `remote` this page loaded, if it has. */
export function loadedVersion(remote: RemoteName): string | undefined {
  return loaded.get(remote)?.version;
}

/** The loaded remote whose files a script URL or a stack names first, if any. */
export function remoteOfScript(text: string | undefined): RemoteName | undefined {
  if (!text) return undefined;
  let found: { remote: RemoteName; at: number } | undefined;
  for (const [remote, { base }] of loaded) {
    const at = text.indexOf(base);
    if (at >= 0 && (!found || at < found.at)) found = { remote, at };
  }
  return found?.remote;
}
