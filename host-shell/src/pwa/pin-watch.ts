import { loadedRemotesConfig, remotesConfigUrl } from '../remotes/remote-loader';
import { pinsChanged, pinsOf } from './sw-routing';

/**
 * How often an open page asks for the pins at most: navigations and focus come far more often
 * than releases, and the page read them as it started.
 */
export const PIN_CHECK_INTERVAL_MS = 15_000;

// The page's own start counts as asking (performance.now() is 0 at navigation start).
let askedAt = 0;

/**
 * Have the remote versions pinned for this site changed since this page read them
 * (a release or a rollback)? False when the page has not loaded a remote, cannot ask, or
 * asked less than `PIN_CHECK_INTERVAL_MS` ago.
 */
export async function newPinsAvailable(now: number = performance.now()): Promise<boolean> {
  if (now - askedAt < PIN_CHECK_INTERVAL_MS) return false;
  const loaded = await loadedRemotesConfig()?.catch(() => null);
  if (!loaded) return false;
  askedAt = now;
  try {
    const response = await fetch(remotesConfigUrl(), { cache: 'no-cache' });
    if (!response.ok) return false;
    return pinsChanged(pinsOf(loaded), pinsOf(await response.json()));
  } catch {
    return false;
  }
}
