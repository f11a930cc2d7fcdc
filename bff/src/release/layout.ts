import path from 'node:path';
import { REMOTE_PACKAGES, isRemoteName, type RemoteName } from '@qsr/shared-contracts/core';

/**
 * The release store (docs/architecture.md, Release: versions and pins), shared by the release
 * command (`npm run release`) and the BFF:
 *
 * ```
 * <RELEASE_ROOT>/remotes/<name>/<version>/   one released build, never overwritten:
 *     mf-manifest.json, remoteEntry.js, …, release.json, hashes.json (sha256 of every file)
 * <RELEASE_ROOT>/pins/<env>.json             which version of each remote is live in <env>
 * <RELEASE_ROOT>/pins/<env>.catering.json    the catering channel's own pins in <env>
 * ```
 */

/** The channels a pin file can be for (§1 Channels). */
export const RELEASE_CHANNELS = ['default', 'catering'] as const;
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number];

export function isReleaseChannel(value: unknown): value is ReleaseChannel {
  return typeof value === 'string' && (RELEASE_CHANNELS as readonly string[]).includes(value);
}

/**
 * A semantic version (`1.2.3`, `1.2.3-rc.1`, `1.2.3+build.5`): it names a folder and a URL
 * segment, so nothing else is accepted (no `..`, no slashes).
 */
export const VERSION_PATTERN =
  /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100 && VERSION_PATTERN.test(value);
}

/** An environment name names a pin file: `development`, `staging`, `production`, `e2e`… */
export const ENVIRONMENT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export function isEnvironmentName(value: unknown): value is string {
  return typeof value === 'string' && ENVIRONMENT_PATTERN.test(value);
}

/** `SITE_ENV` as a pin file name: lower case; undefined when it cannot name a file. */
export function environmentKey(environment: string): string | undefined {
  const key = environment.trim().toLowerCase();
  return isEnvironmentName(key) ? key : undefined;
}

export const RELEASES_DIR = 'remotes';
export const PINS_DIR = 'pins';
export const RELEASE_FILE = 'release.json';
export const MANIFEST_FILE = 'mf-manifest.json';
export const HASHES_FILE = 'hashes.json';

export function releasesDir(releaseRoot: string, name: RemoteName): string {
  return path.join(releaseRoot, RELEASES_DIR, name);
}

/** Where `name@version` is released. Both are validated first: they come from users and URLs. */
export function releaseDir(releaseRoot: string, name: RemoteName, version: string): string {
  if (!isRemoteName(name)) throw new Error(`Not a remote: ${String(name)}`);
  if (!isVersion(version)) throw new Error(`Not a version: ${version}`);
  return path.join(releaseRoot, RELEASES_DIR, name, version);
}

export function pinFileName(environment: string, channel: ReleaseChannel): string {
  return channel === 'catering' ? `${environment}.catering.json` : `${environment}.json`;
}

export function pinFilePath(
  releaseRoot: string,
  environment: string,
  channel: ReleaseChannel,
): string {
  if (!isEnvironmentName(environment)) throw new Error(`Not an environment name: ${environment}`);
  return path.join(releaseRoot, PINS_DIR, pinFileName(environment, channel));
}

/** `careers`, `mfe-careers` or `@qsr/mfe-careers`: the remote's Module Federation name. */
export function remoteNamed(value: string): RemoteName | undefined {
  if (isRemoteName(value)) return value;
  const pkg = value.replace(/^@qsr\//, '');
  return (Object.keys(REMOTE_PACKAGES) as RemoteName[]).find(
    (name) => REMOTE_PACKAGES[name] === pkg,
  );
}

/** Orders versions by semver precedence (pre-releases before their release). */
export function compareVersions(a: string, b: string): number {
  const split = (version: string) => {
    const [core = '', pre] = version.split('+')[0]!.split(/-(.*)/s) as [string, string?];
    return { core: core.split('.').map(Number), pre: pre ? pre.split('.') : [] };
  };
  const left = split(a);
  const right = split(b);
  for (let i = 0; i < 3; i += 1) {
    const diff = (left.core[i] ?? 0) - (right.core[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (left.pre.length === 0 || right.pre.length === 0) {
    return Math.sign(right.pre.length - left.pre.length);
  }
  for (let i = 0; i < Math.max(left.pre.length, right.pre.length); i += 1) {
    const x = left.pre[i];
    const y = right.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn && Number(x) !== Number(y)) return Math.sign(Number(x) - Number(y));
    if (xn !== yn) return xn ? -1 : 1;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
