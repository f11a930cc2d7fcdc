import { loadedRemotesConfig, remotesConfigUrl } from '../remotes/remote-loader';
import { pinsChanged, pinsOf } from './sw-routing';

/**
 * Issue 15: have the remote versions pinned for this site changed since this page read them
 * (a release or a rollback)? False when the page has not loaded a remote or cannot ask.
 */
export async function newPinsAvailable(): Promise<boolean> {
  const loaded = await loadedRemotesConfig()?.catch(() => null);
  if (!loaded) return false;
  try {
    const response = await fetch(remotesConfigUrl(), { cache: 'no-cache' });
    if (!response.ok) return false;
    return pinsChanged(pinsOf(loaded), pinsOf(await response.json()));
  } catch {
    return false;
  }
}
