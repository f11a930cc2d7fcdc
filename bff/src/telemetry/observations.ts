import type { RemoteVersion, TelemetryBatch, VitalName } from '@qsr/shared-contracts/core';
import type { Observation } from './store';

export interface SeriesObservation extends RemoteVersion {
  observation: Observation;
}

/**
 * A batch as what it says of each remote version it names: whether the session had an error
 * of it, and the worst of each vital it owns. A vital that names no remote concerns none (the
 * host's own element or interaction) and is not kept.
 */
export function observationsOf(batch: TelemetryBatch): SeriesObservation[] {
  const byVersion = new Map<string, SeriesObservation>();
  for (const event of batch.events) {
    if (event.remote === undefined || event.version === undefined) continue;
    const id = `${event.remote}\n${event.version}`;
    let entry = byVersion.get(id);
    if (!entry) {
      entry = {
        remote: event.remote,
        version: event.version,
        observation: { error: false, vitals: {} },
      };
      byVersion.set(id, entry);
    }
    const { observation } = entry;
    if (event.kind === 'vital') {
      const name: VitalName = event.name;
      observation.vitals[name] = Math.max(observation.vitals[name] ?? 0, event.value);
    } else if (event.kind !== 'loaded') {
      observation.error = true;
    }
  }
  return [...byVersion.values()];
}
