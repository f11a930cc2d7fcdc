import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The first of the three failure layers (docs/architecture.md, Runtime composition): a remote's
 * manifest (a network failure or an error status) and its entry script are fetched again before
 * the remote counts as failed. The files of a just-deployed remote may lag a moment behind its
 * pin. Manifests are revalidated (`no-cache`), as the BFF serves them, so a retry sees a new
 * pin's files.
 */
export default function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2, options: { cache: 'no-cache' } },
    script: { retryTimes: 2, retryDelay: 300 },
  }) as ModuleFederationRuntimePlugin;
}
