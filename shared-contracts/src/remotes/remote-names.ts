/**
 * Module Federation names of the six remotes, prefixed by team (docs/architecture.md, Runtime
 * composition), and their folders: as the repository's one package list (packages.json) names
 * them (tooling/packages.test.ts).
 */
export const REMOTE_NAMES = [
  'menuCart',
  'locator',
  'checkout',
  'account',
  'marketing',
  'careers',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The workspace folder of each remote. */
export const REMOTE_PACKAGES: Record<RemoteName, string> = {
  menuCart: 'mfe-menu-cart',
  locator: 'mfe-locator',
  checkout: 'mfe-checkout',
  account: 'mfe-account',
  marketing: 'mfe-marketing',
  careers: 'mfe-careers',
};

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}
