import { useEffect, useState } from 'react';
import type { ExposedModule, RemoteExposes } from './modules';
import type { RemoteName } from './remote-names';

/**
 * How the host loads what a remote exposes: at run time, with Module Federation
 * (docs/architecture.md, Rules between packages: rule 2).
 */
export type RemoteModuleLoader = <R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
) => Promise<RemoteExposes[R][M]>;

let loader: RemoteModuleLoader | null = null;

/** The host registers its loader at start; a remote alone (rule 6 between packages) has none. */
export function registerRemoteModuleLoader(next: RemoteModuleLoader | null): void {
  loader = next;
}

/**
 * What another team exposes, for a remote that places it in its own page (the locator's form
 * fields in the marketing forms): through the host's loader, never by importing the other remote
 * (rule 1 between packages). Rejects when there is no loader or the remote cannot be loaded.
 */
export function loadExposedModule<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): Promise<RemoteExposes[R][M]> {
  if (!loader) return Promise.reject(new Error(`${remote}/${module}: no remote loader`));
  return loader(remote, module);
}

export type ExposedModuleState<T> =
  { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; error: unknown };

/** `loadExposedModule` for a component: loading, ready or failed (then show a fallback). */
export function useExposedModule<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): ExposedModuleState<RemoteExposes[R][M]> {
  const [state, setState] = useState<ExposedModuleState<RemoteExposes[R][M]>>({
    status: 'loading',
  });
  useEffect(() => {
    let live = true;
    loadExposedModule(remote, module).then(
      (loaded) => live && setState({ status: 'ready', module: loaded }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, module]);
  return state;
}
