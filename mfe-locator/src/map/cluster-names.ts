import type { TFunction } from 'i18next';
import type { NumberedMarker } from './offline/clusters';

/** What choosing a cluster does: zoom in until its restaurants come apart, or list them. */
export type ClusterAction = 'zoom' | 'list';

/**
 * A cluster's accessible name: how many restaurants it holds, their numbers in the list beside
 * the map (a number on the map always means the list's number), and what choosing it does.
 */
export function clusterName(
  t: TFunction,
  members: readonly NumberedMarker[],
  action: ClusterAction,
): string {
  return t(action === 'zoom' ? 'mapCluster' : 'mapClusterList', {
    count: members.length,
    // Intl.ListFormat (i18next's `list` format) takes strings only.
    numbers: members.map(({ number }) => String(number)),
  });
}
