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
 * The shared libraries of the first page are negotiated one at a time, each in a task of its
 * own: together (dozens of loads, each matching versions) they were one task long enough to
 * keep a phone from responding as the site starts.
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
