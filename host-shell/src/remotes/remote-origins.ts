/**
 * The origins this page may load remote code from: those of the entries `/config/remotes.json`
 * names (relative entries are the page's own origin). The loader records them when it reads the
 * config; the runtime plugin checks every manifest and remote entry URL against them, so a
 * manifest whose public path points elsewhere loads nothing (integrity).
 */
const origins = new Map<string, string>();

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) entry URL (absolute or relative to the page); anything else is never loaded. */
export function isLoadableEntry(entry: unknown): entry is string {
  return typeof entry === 'string' && originOf(entry) !== undefined;
}

/** Records the origin of each remote's entry, replacing what an earlier config said. */
export function allowRemoteOrigins(remotes: ReadonlyArray<{ name: string; entry: string }>): void {
  origins.clear();
  for (const { name, entry } of remotes) {
    const origin = originOf(entry);
    if (origin) origins.set(name, origin);
  }
}

/** Throws unless `url` is on the origin the config names for `remote`. */
export function assertRemoteOrigin(remote: string, url: string): void {
  const allowed = origins.get(remote);
  if (!allowed || originOf(url) !== allowed) {
    throw new Error(`${remote}: ${url} is not on the origin the remote config names`);
  }
}
