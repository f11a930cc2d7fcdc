import type { Channel, RemotesConfig } from '../contracts';
import type { RemoteBuildSource } from './remote-builds';

/** The versioned URL of a remote's files; its manifest is `<base>/mf-manifest.json`. */
export function remoteBaseUrl(name: string, version: string): string {
  return `/remotes/${encodeURIComponent(name)}/${encodeURIComponent(version)}`;
}

/**
 * Which version of each remote a page of `channel` in `environment` loads.
 *
 * For now: the version built in this checkout, the same for every channel and environment.
 * Release pins per environment and channel replace this implementation later; callers only
 * depend on this function.
 */
export type ResolveRemotes = (channel: Channel, environment: string) => Promise<RemotesConfig>;

export function createRemotesResolver(builds: RemoteBuildSource): ResolveRemotes {
  return async (channel, environment) => ({
    channel,
    environment,
    remotes: (await builds.list()).map((build) => ({
      name: build.name,
      version: build.version,
      entry: `${remoteBaseUrl(build.name, build.version)}/mf-manifest.json`,
      contractMajor: build.contractMajor,
    })),
  });
}
