import { remoteFirstScreenDataId, type RemoteName } from '@qsr/shared-contracts';

/**
 * A remote's first-screen data in the page, read once: its render finds it only when the
 * server rendered the page it starts on. A corrupt value counts as none.
 */
export function takeRemoteFirstScreenData(doc: Document, remote: RemoteName): unknown {
  const element = doc.getElementById(remoteFirstScreenDataId(remote));
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}
