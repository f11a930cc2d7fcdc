import path from 'node:path';
import { ConfigError, REPO_ROOT } from '../config';

type Env = Record<string, string | undefined>;

/** The release variables of the BFF (and `RELEASE_ROOT` of the release command). */
export interface ReleaseSettings {
  /** The release store: `remotes/<name>/<version>/` and `pins/`. */
  releaseRoot: string;
  /**
   * Origin that serves `/remotes/…` to browsers (a CDN in front of the BFF); undefined: the
   * site's own origin, so `/config/remotes.json` entries are relative.
   */
  remotesOrigin: string | undefined;
  /** `?remotes=menuCart@1.3.0` on `/config/remotes.json` (never when `SITE_ENV=production`). */
  allowRemoteOverride: boolean;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}".`);
}

function origin(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) origin, got "${raw}".`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new ConfigError(`${name} must be an http(s) origin (no path), got "${raw}".`);
  }
  return url.origin;
}

/** The default release store: `<REMOTES_ROOT>/release` (`<repo>/release` unless told otherwise). */
export function defaultReleaseRoot(remotesRoot: string = REPO_ROOT): string {
  return path.join(remotesRoot, 'release');
}

/**
 * `RELEASE_ROOT`, `REMOTES_ORIGIN` and `ALLOW_REMOTE_OVERRIDE`. Invalid values throw a
 * ConfigError naming the variable, like the rest of the BFF's configuration.
 */
export function releaseSettings(
  env: Env = process.env,
  remotesRoot: string = path.resolve(env.REMOTES_ROOT?.trim() || REPO_ROOT),
): ReleaseSettings {
  const root = env.RELEASE_ROOT?.trim();
  return {
    releaseRoot: root ? path.resolve(root) : defaultReleaseRoot(remotesRoot),
    remotesOrigin: origin(env, 'REMOTES_ORIGIN'),
    allowRemoteOverride: flag(env, 'ALLOW_REMOTE_OVERRIDE'),
  };
}

/** The QA override is honoured only where it is allowed and never in production. */
export function remoteOverrideAllowed(settings: ReleaseSettings, environment: string): boolean {
  return settings.allowRemoteOverride && environment.trim().toLowerCase() !== 'production';
}
