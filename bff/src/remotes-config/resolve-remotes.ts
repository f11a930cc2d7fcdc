import type { Channel, RemotesConfig } from '@qsr/shared-contracts/core';
import { releaseSettings } from '../release/settings';
import type { RemoteBuild, RemoteBuildSource, RemoteOverride } from './remote-builds';

/** The versioned URL of a remote's files; its manifest is `<base>/mf-manifest.json`. */
export function remoteBaseUrl(name: string, version: string): string {
  return `/remotes/${encodeURIComponent(name)}/${encodeURIComponent(version)}`;
}

export interface ResolveOptions {
  /** QA: these versions instead of the pinned ones (`?remotes=…`, where allowed). */
  overrides?: readonly RemoteOverride[];
  /** The visitor's cohort id (cookie `qsr-cohort`): which side of a running canary they are on. */
  cohort?: string | undefined;
}

/**
 * Which version of each remote a page of `channel` in `environment` loads: the channel's pin
 * (`release/pins/<env>.catering.json`), else the environment's (`<env>.json`), else the build
 * of this checkout. Callers only depend on this function.
 */
export type ResolveRemotes = (
  channel: Channel,
  environment: string,
  options?: ResolveOptions,
) => Promise<RemotesConfig>;

/**
 * The build of each remote that pages of `channel` in `environment` load: the pinned ones
 * (`RemoteBuildSource.resolve`), else the local builds, with the QA overrides in their place.
 */
export async function pinnedBuilds(
  builds: RemoteBuildSource,
  channel: Channel,
  environment: string,
  overrides: readonly RemoteOverride[] = [],
  cohort?: string,
): Promise<RemoteBuild[]> {
  if (builds.resolve) return builds.resolve(channel, environment, overrides, cohort);
  let resolved = await builds.list();
  for (const override of overrides) {
    const build = await builds.find(override.name, override.version);
    if (build) resolved = resolved.map((r) => (r.name === build.name ? build : r));
  }
  return resolved;
}

/**
 * Entries point only at the site's own origin (relative URLs), or at `REMOTES_ORIGIN` when one
 * is configured (a CDN in front of `/remotes`): the host loads remotes from nowhere else, and the
 * content security policy allows exactly these origins.
 */
export function createRemotesResolver(
  builds: RemoteBuildSource,
  options: { remotesOrigin?: string | undefined } = {},
): ResolveRemotes {
  const origin =
    'remotesOrigin' in options ? options.remotesOrigin : releaseSettings().remotesOrigin;
  return async (channel, environment, resolveOptions = {}) => {
    const { overrides, cohort } = resolveOptions;
    const resolved = await pinnedBuilds(builds, channel, environment, overrides, cohort);
    return {
      channel,
      environment,
      remotes: resolved.map((build) => ({
        name: build.name,
        version: build.version,
        entry: `${origin ?? ''}${remoteBaseUrl(build.name, build.version)}/mf-manifest.json`,
        contractMajor: build.contractMajor,
      })),
    };
  };
}
