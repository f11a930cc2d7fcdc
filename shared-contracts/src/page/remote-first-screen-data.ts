import type { RemoteName } from '../remotes/remote-names';
import { remoteFirstScreenDataId } from './first-screen';

/**
 * How long the remote waits for its first-screen data before it renders without: the page
 * began loading it as it was parsed, so it is there long before; a stalled answer must not keep
 * the page from ever taking over its first screen (it then loads the menu itself).
 */
export const FIRST_SCREEN_DATA_WAIT_MS = 2000;

/**
 * A remote's first-screen data, which the page preloads (the link's `href`), read once: its
 * render finds it only when the server rendered the page it starts on. An answer that is not
 * there in time, not OK or not JSON counts as none.
 */
export async function takeRemoteFirstScreenData(
  doc: Document,
  remote: RemoteName,
  waitMs = FIRST_SCREEN_DATA_WAIT_MS,
): Promise<unknown> {
  const link = doc.getElementById(remoteFirstScreenDataId(remote));
  if (!(link instanceof HTMLLinkElement)) return null;
  link.remove();
  try {
    // The preload's mode and credentials (`crossorigin="anonymous"`): the fetch takes its answer.
    const response = await fetch(link.href, {
      signal: AbortSignal.timeout(waitMs),
    });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}
