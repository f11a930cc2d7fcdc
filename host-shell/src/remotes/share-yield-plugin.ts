import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/** Lets the browser paint and handle input before the rest of the current work. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each shared library is negotiated in a task of its own: together (dozens of loads as the site
 * starts, each matching versions; a few more with each remote) they were one task long enough
 * to keep a phone from responding.
 */
export default function shareYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qsr-share-yield',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
