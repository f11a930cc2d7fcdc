import { createInstance } from '@module-federation/enhanced/runtime';
import provideRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import remoteFailurePlugin from './remote-failure-plugin';
import remoteRetryPlugin from './remote-retry-plugin';
import { sharedLibraries } from './shared-libraries';

/**
 * The page's Module Federation runtime, a lazy chunk fetched the first time a remote is
 * needed (remote-loader.ts): the home page and the host's own pages load none of it. It
 * provides the host's copies of the shared libraries, and, with the `one-runtime` trick, its
 * runtime core to the remotes' entries.
 */
const instance = createInstance({
  name: 'host',
  remotes: [],
  shared: sharedLibraries(),
  shareStrategy: 'loaded-first',
  plugins: [
    remoteFailurePlugin(),
    remoteRetryPlugin(),
    ...(__HOST_FEDERATION__.provideRuntimeCore ? [provideRuntimeCore()] : []),
  ],
});

export const registerRemotes: typeof instance.registerRemotes = (remotes, options) =>
  instance.registerRemotes(remotes, options);

export const loadRemote: typeof instance.loadRemote = (id, options) =>
  instance.loadRemote(id, options);
