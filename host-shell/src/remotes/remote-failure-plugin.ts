import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failedRemoteModule } from './remote-failure';
import { assertRemoteOrigin } from './remote-origins';

/**
 * The second of the three failure layers (docs/architecture.md, Runtime composition): a remote
 * whose manifest or entry still fails after the retries (remote-retry-plugin.ts) becomes a
 * fallback module instead of an unhandled rejection that would take the host down. The third
 * layer is the error boundary around each area. It also keeps each remote's files to the origin
 * the config names for it.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qsr-remote-failure',
    // Registered before the retry plugin, so a manifest on another origin is refused before
    // any request: the hook's listeners run in order and a throw stops them (the runtime
    // awaits the hook, so the throw rejects the manifest's load).
    fetch(url, _init, remoteInfo) {
      if (remoteInfo) assertRemoteOrigin(remoteInfo.name, url);
    },
    // The entry the manifest points at must be on the origin the config names for that remote
    // (its chunks load from beside it): a refused one becomes the fallback, like a failed load.
    loadEntry({ remoteInfo }) {
      assertRemoteOrigin(remoteInfo.name, remoteInfo.entry);
    },
    errorLoadRemote({ id, error }) {
      return failedRemoteModule(id, error);
    },
  };
}
