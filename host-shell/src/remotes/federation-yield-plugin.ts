import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../startup/yield-to-browser';

async function afterYield<T>(args: T): Promise<T> {
  await yieldToBrowser();
  return args;
}

/**
 * Module Federation's work in tasks of their own, each short: each shared library's
 * negotiation (a few dozen as a remote starts, each matching versions)
 * and each stage of a remote's loading (its manifest read, its snapshot, its files' preloads,
 * its entry's start and shared libraries, its module's factory). Chained by promises, each
 * stage ran as a microtask of the one before: a remote's start was one task of up to 40 ms,
 * long enough to keep a phone from responding.
 */
export default function federationYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qsr-federation-yield',
    beforeLoadShare: afterYield,
    afterLoadManifest: () => yieldToBrowser(),
    loadRemoteSnapshot: afterYield,
    afterResolve: afterYield,
    afterLoadEntry: () => yieldToBrowser(),
    beforeInitContainer: afterYield,
    initContainer: afterYield,
    beforeGetExpose: () => yieldToBrowser(),
    beforeExecuteFactory: () => yieldToBrowser(),
  };
}
