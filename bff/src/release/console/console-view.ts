import { REMOTE_NAMES, type RemoteName } from '@qsr/shared-contracts/core';
import type { RemoteBuildSource } from '../../remotes-config/remote-builds';
import type { Telemetry } from '../../telemetry/telemetry';
import type { Canary } from '../canary/canary-pin';
import { RELEASE_CHANNELS } from '../layout';
import type { PinsKey, StoredPins } from '../pin-store';
import { pinSetsOf, type PinSet } from '../pin-sets';
import type { Pin, PinChange, PinFile } from '../pins';
import { releasedVersions } from '../store';
import type { ConsoleStore } from './console-context';

/** One version's figures since its canary started: the console's table beside the charts. */
export interface VersionFigures {
  version: string;
  role: 'stable' | 'canary';
  sessions: number;
  errorRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

/** A remote in one environment × channel, as the console shows it. */
export interface RemoteView {
  remote: RemoteName;
  pin: Pin | undefined;
  /** What visitors outside a canary load (the pin, else the environment's or the local build). */
  stable: string | undefined;
  canary: Canary | undefined;
  /** The last canary's start, running or ended: what the charts and figures are counted from. */
  lastCanary: { version: string; since: string } | undefined;
  figures: VersionFigures[];
  released: string[];
}

export interface PinsView {
  key: PinsKey;
  /** Where the BFF runs: only its own environment has telemetry here. */
  served: boolean;
  frozen: PinFile['frozen'];
  remotes: RemoteView[];
  /** Newest first, each with its id (its place in the history, from 1). */
  audit: Array<PinChange & { id: number }>;
  pinSets: PinSet[];
  error?: string;
}

export interface ConsoleSources {
  store: ConsoleStore;
  remoteBuilds: Pick<RemoteBuildSource, 'resolve'>;
  telemetry: Pick<Telemetry, 'counts'>;
  /** The environment this BFF serves (`SITE_ENV`). */
  environment: string;
}

/** The last canary start of `remote` in the history, if any. */
function lastCanaryOf(file: PinFile | undefined, remote: RemoteName) {
  const running = file?.canaries?.[remote];
  if (running) return { version: running.version, since: running.since };
  const start = file?.history
    .filter((change) => change.remote === remote && change.action === 'canary-start')
    .at(-1);
  return start?.version ? { version: start.version, since: start.at } : undefined;
}

async function figuresOf(
  sources: ConsoleSources,
  key: PinsKey,
  remote: RemoteName,
  versions: Array<{ version: string; role: VersionFigures['role'] }>,
  since: string,
): Promise<VersionFigures[]> {
  return Promise.all(
    versions.map(async ({ version, role }) => {
      const figures = await sources.telemetry.counts(
        { ...key, remote, version },
        Date.parse(since),
      );
      return {
        version,
        role,
        sessions: figures.sessions,
        errorRate: figures.sessions > 0 ? figures.sessionsWithError / figures.sessions : null,
        lcpP75: figures.quantile('LCP', 0.75) ?? null,
        inpP75: figures.quantile('INP', 0.75) ?? null,
      };
    }),
  );
}

/** The two versions a remote's charts compare: stable, and its (last) canary. */
export function chartedVersions(remote: Pick<RemoteView, 'stable' | 'lastCanary'>) {
  const versions: Array<{ version: string; role: VersionFigures['role'] }> = [];
  if (remote.stable) versions.push({ version: remote.stable, role: 'stable' });
  if (remote.lastCanary && remote.lastCanary.version !== remote.stable) {
    versions.push({ version: remote.lastCanary.version, role: 'canary' });
  }
  return versions;
}

async function remoteView(
  sources: ConsoleSources,
  key: PinsKey,
  file: PinFile | undefined,
  served: boolean,
  stableBuilds: Array<{ name: string; version: string }>,
  remote: RemoteName,
): Promise<RemoteView> {
  const pin = file?.pins[remote];
  const stable = stableBuilds.find((build) => build.name === remote)?.version ?? pin?.version;
  const lastCanary = lastCanaryOf(file, remote);
  const view: RemoteView = {
    remote,
    pin,
    stable,
    canary: file?.canaries?.[remote],
    lastCanary,
    figures: [],
    released: await releasedVersions(sources.store.releaseRoot, remote),
  };
  if (served && lastCanary) {
    view.figures = await figuresOf(sources, key, remote, chartedVersions(view), lastCanary.since);
  }
  return view;
}

/** One remote of one environment × channel, with the pins it was read from (a chart's data). */
export async function remoteViewOf(
  sources: ConsoleSources,
  key: PinsKey,
  remote: RemoteName,
): Promise<{ file: PinFile | undefined; view: RemoteView }> {
  const file = await sources.store.pins.read(key);
  const served = key.environment === sources.environment;
  const stableBuilds = served
    ? ((await sources.remoteBuilds.resolve?.(key.channel, key.environment)) ?? [])
    : [];
  return { file, view: await remoteView(sources, key, file, served, stableBuilds, remote) };
}

/** Every environment × channel the store holds, and both channels of the BFF's own. */
export async function consoleView(sources: ConsoleSources): Promise<PinsView[]> {
  const stored = await sources.store.pins.list();
  const keys: StoredPins[] = [...stored];
  for (const channel of RELEASE_CHANNELS) {
    if (!keys.some((k) => k.environment === sources.environment && k.channel === channel)) {
      keys.push({ environment: sources.environment, channel });
    }
  }
  keys.sort((a, b) =>
    a.environment === b.environment
      ? RELEASE_CHANNELS.indexOf(a.channel) - RELEASE_CHANNELS.indexOf(b.channel)
      : a.environment.localeCompare(b.environment),
  );
  return Promise.all(
    keys.map(async ({ environment, channel, pins: file, error }) => {
      const key = { environment, channel };
      const served = environment === sources.environment;
      const stableBuilds = served
        ? ((await sources.remoteBuilds.resolve?.(channel, environment)) ?? [])
        : [];
      return {
        key,
        served,
        frozen: file?.frozen,
        remotes: await Promise.all(
          REMOTE_NAMES.map((remote) =>
            remoteView(sources, key, file, served, stableBuilds, remote),
          ),
        ),
        audit: (file?.history ?? [])
          .map((change, index) => ({ ...change, id: index + 1 }))
          .reverse(),
        pinSets: file ? pinSetsOf(file) : [],
        ...(error ? { error } : {}),
      };
    }),
  );
}
