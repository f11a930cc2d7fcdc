import {
  CONTRACT_MAJOR,
  registerRemoteModuleLoader,
  type RemoteExposes,
  type RemoteName,
  type RemotesConfig,
} from '@qsr/shared-contracts';
import type * as Federation from './federation';
import {
  ContractMismatchError,
  RemoteUnavailableError,
  isFailedRemoteModule,
} from './remote-failure';
import { allowRemoteOrigins, isLoadableEntry } from './remote-origins';
import { noteLoadedRemote } from '../telemetry/loaded-remotes';
import { report } from '../telemetry/reporter';
import { startVitals } from '../telemetry/vitals';

/** The name of a module remote `R` exposes (`./routes`), as the contract's table lists them. */
export type ExposedModule<R extends RemoteName> = keyof RemoteExposes[R] & string;

/** A remote that has not answered by then shows its fallback with a retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;

let config: Promise<RemotesConfig> | null = null;
const modules = new Map<string, Promise<unknown>>();
/** The modules of `modules` that have loaded, for a render that can show them at once. */
const ready = new Map<string, unknown>();
/** Remotes registered with the runtime, and those a failure asks to register afresh. */
const registered = new Set<string>();
const forgotten = new Set<string>();
/** Failed loads of each remote on this page, for telemetry. */
const failures = new Map<RemoteName, number>();

/**
 * `/config/remotes.json`, with the page's `?remotes=menuCart@1.3.0` passed on: a QA override
 * the BFF honours only where it is allowed (never in production).
 */
export function remotesConfigUrl(search: string = window.location.search): string {
  const override = new URLSearchParams(search).get('remotes');
  return override
    ? `/config/remotes.json?remotes=${encodeURIComponent(override)}`
    : '/config/remotes.json';
}

/**
 * The federation runtime's chunk (./federation), asked for once; a failed fetch asks again. The
 * service worker keeps its files for a page that has not loaded it (pwa/offline-modules.ts).
 */
let runtime: Promise<typeof Federation> | null = null;
function federation(): Promise<typeof Federation> {
  startVitals();
  runtime ??= import(/* webpackChunkName: "federation" */ './federation').catch(
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const url = remotesConfigUrl();
  // The runtime's chunk comes while the config does, not after it.
  const [response, { registerRemotes }] = await Promise.all([
    fetch(url, { cache: 'no-cache' }),
    federation(),
  ]);
  if (!response.ok) throw new Error(`/config/remotes.json answered ${response.status}`);
  const answered = (await response.json()) as RemotesConfig;
  // Remotes load only from what the config names: an http(s) manifest URL (relative ones are the
  // site's own origin). Anything else is left out, so that remote shows its fallback.
  const resolved = {
    ...answered,
    remotes: answered.remotes.filter((remote) => isLoadableEntry(remote.entry)),
  };
  allowRemoteOrigins(resolved.remotes);
  const entries = (which: (name: string) => boolean) =>
    resolved.remotes.filter(({ name }) => which(name)).map(({ name, entry }) => ({ name, entry }));
  registerRemotes(entries((name) => !registered.has(name)));
  // A remote that failed is registered again, at the version pinned now (a rollback since the
  // page loaded included), so that its manifest and entry are fetched afresh.
  const again = entries((name) => forgotten.has(name));
  if (again.length > 0) registerRemotes(again, { force: true });
  for (const { name } of resolved.remotes) {
    registered.add(name);
    forgotten.delete(name);
  }
  return resolved;
}

/** The resolved remote config of this page load, fetched once (and again after a failure). */
export function remotesConfig(): Promise<RemotesConfig> {
  if (!config) {
    config = fetchRemotesConfig().catch((error: unknown) => {
      config = null;
      throw error;
    });
  }
  return config;
}

/** The config this page loaded its remotes with, if it has read one (to notice new pins). */
export function loadedRemotesConfig(): Promise<RemotesConfig> | null {
  return config;
}

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, 'it did not answer in time')),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function load<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): Promise<RemoteExposes[R][M]> {
  let resolved: RemotesConfig;
  try {
    resolved = await remotesConfig();
  } catch (error) {
    throw new RemoteUnavailableError(
      remote,
      error instanceof Error ? error.message : String(error),
    );
  }
  const entry = resolved.remotes.find((candidate) => candidate.name === remote);
  if (!entry) throw new RemoteUnavailableError(remote, 'no version of it is live');
  if (entry.contractMajor !== CONTRACT_MAJOR) {
    throw new ContractMismatchError(remote, entry.contractMajor, CONTRACT_MAJOR);
  }
  const { loadRemote } = await federation();
  // The customer's "Try again" before this load: each failure of the remote on this page.
  const reportFailure = () => {
    const retries = failures.get(remote) ?? 0;
    failures.set(remote, retries + 1);
    report({ kind: 'load-failure', remote, version: entry.version, retries });
  };
  const loaded = await withTimeout(
    loadRemote<RemoteExposes[R][M]>(`${remote}/${module.slice(2)}`),
    remote,
  ).catch((error: unknown) => {
    reportFailure();
    throw error;
  });
  if (!loaded || isFailedRemoteModule(loaded)) {
    reportFailure();
    throw new RemoteUnavailableError(
      remote,
      isFailedRemoteModule(loaded) ? loaded.reason : 'empty module',
    );
  }
  const declared = (loaded as { contractMajor?: unknown }).contractMajor;
  if (declared !== CONTRACT_MAJOR) {
    throw new ContractMismatchError(remote, Number(declared), CONTRACT_MAJOR);
  }
  noteLoadedRemote(remote, entry.version, entry.entry);
  report({ kind: 'loaded', remote, version: entry.version });
  return loaded;
}

/** Loads an exposed module once per page load; a failure is forgotten so a retry starts afresh. */
export function loadRemoteModule<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): Promise<RemoteExposes[R][M]> {
  const key = `${remote}/${module}`;
  let pending = modules.get(key) as Promise<RemoteExposes[R][M]> | undefined;
  if (!pending) {
    const loading = load(remote, module);
    modules.set(key, loading);
    loading.then(
      (loaded) => {
        if (modules.get(key) === loading) ready.set(key, loaded);
      },
      () => forgetRemote(remote),
    );
    pending = loading;
  }
  return pending;
}

/** The exposed module if this page has loaded it already, else undefined. */
export function loadedRemoteModule<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): RemoteExposes[R][M] | undefined {
  return ready.get(`${remote}/${module}`) as RemoteExposes[R][M] | undefined;
}

/**
 * Drops what is cached of a remote: the next load asks for the config again and fetches the
 * remote's manifest and entry again (at the version pinned then).
 */
export function forgetRemote(remote: RemoteName): void {
  for (const key of [...modules.keys()]) {
    if (!key.startsWith(`${remote}/`)) continue;
    modules.delete(key);
    ready.delete(key);
  }
  forgotten.add(remote);
  config = null;
}

// Remotes reach each other's exposed pieces only through this loader (shared-contracts).
registerRemoteModuleLoader(loadRemoteModule);
