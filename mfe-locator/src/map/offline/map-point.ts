import type { ClusterAction } from '../cluster-names';
import type { MapPoint } from './clusters';
import { fitView } from './view';

/** Room around the restaurants, so a pin is never cut by the edge. */
export const MARGIN = 28;

export type ClusterPoint = Extract<MapPoint, { kind: 'cluster' }>;
export type PinPoint = Extract<MapPoint, { kind: 'pin' }>;

/** Where a pin or cluster sits (a transform: the one inline style the site's markup allows). */
export const at = (point: Pick<MapPoint, 'x' | 'y'>) => ({
  transform: `translate(${point.x.toFixed(1)}px, ${point.y.toFixed(1)}px) translate(-50%, -50%)`,
});

export const keyOf = (point: MapPoint) =>
  point.kind === 'pin' ? `pin-${point.marker.id}` : `cluster-${point.id}`;

/** Restaurants too near to come apart in any view of this map are listed instead of zoomed to. */
export function clusterAction(point: ClusterPoint, width: number, height: number): ClusterAction {
  const members = point.members.map(({ marker }) => marker);
  return Math.floor(fitView(members, width, height, MARGIN).zoom) >= point.expandsAt
    ? 'zoom'
    : 'list';
}
