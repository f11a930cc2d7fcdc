import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failedRemoteModule } from './remote-failure';
import { assertRemoteOrigin } from './remote-origins';

const MANIFEST_ATTEMPTS = 3;
const BACKOFF_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two of the three failure layers of design.md: manifests are fetched again on a network
 * failure or a 5xx (the files of a just-deployed remote may lag a moment), and a remote whose
 * manifest or entry still fails becomes a fallback module instead of an unhandled rejection
 * that would take the host down. The third layer is the error boundary around each area.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qsr-remote-failure',
    async fetch(url, init, remoteInfo) {
      if (remoteInfo) assertRemoteOrigin(remoteInfo.name, url);
      let lastError: unknown;
      for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < MANIFEST_ATTEMPTS) await pause(BACKOFF_MS * attempt);
      }
      throw lastError;
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
