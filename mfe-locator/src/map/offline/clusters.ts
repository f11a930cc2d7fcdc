import Supercluster, { type AnyProps } from 'supercluster';
import type { MapMarker } from '../map-view';

/** How near (pixels of the map) two pins may come before they become one cluster. */
export const CLUSTER_RADIUS = 30;

interface PinProps {
  index: number;
}

export type ClusterIndex = Supercluster<PinProps, AnyProps>;

/** A pin (one restaurant, numbered as in the list) or a cluster of them, where it is drawn. */
export type MapPoint =
  | { kind: 'pin'; marker: MapMarker; number: number; x: number; y: number }
  | { kind: 'cluster'; id: number; count: number; members: MapMarker[]; x: number; y: number };

/** The restaurants indexed for clustering at every zoom. */
export function clusterIndex(markers: readonly MapMarker[]): ClusterIndex {
  const index: ClusterIndex = new Supercluster({
    radius: CLUSTER_RADIUS,
    extent: 512,
    maxZoom: 18,
  });
  index.load(
    markers.map((marker, i) => ({
      type: 'Feature',
      properties: { index: i },
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  );
  return index;
}

/** The pins and clusters of the restaurants at a zoom, placed by the projection. */
export function mapPoints(
  index: ClusterIndex,
  markers: readonly MapMarker[],
  zoom: number,
  project: (lngLat: [number, number]) => [number, number] | null,
): MapPoint[] {
  return index
    .getClusters([-180, -85, 180, 85], Math.floor(zoom))
    .flatMap((feature): MapPoint[] => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const at = project([lng, lat]);
      if (!at) return [];
      const [x, y] = at;
      const props = feature.properties;
      if ('cluster' in props) {
        const id = props.cluster_id;
        const members = index
          .getLeaves(id, Infinity)
          .map((leaf) => markers[leaf.properties.index] as MapMarker);
        return [{ kind: 'cluster', id, count: props.point_count, members, x, y }];
      }
      const i = props.index;
      return [{ kind: 'pin', marker: markers[i] as MapMarker, number: i + 1, x, y }];
    });
}
