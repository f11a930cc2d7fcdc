import Supercluster, { type AnyProps } from 'supercluster';
import type { MapMarker } from '../map-view';

/**
 * How near (pixels of the map) two pins may come before they become one cluster: a cluster's
 * badge, which says '2 restaurants' in two lines, is about twice as wide as a numbered pin.
 */
export const CLUSTER_RADIUS = 44;

interface PinProps {
  index: number;
}

export type ClusterIndex = Supercluster<PinProps, AnyProps>;

/** A restaurant on the map and its number in the list beside it. */
export interface NumberedMarker {
  marker: MapMarker;
  number: number;
}

/**
 * A pin (one restaurant, numbered as in the list) or a cluster of them, where it is drawn. A
 * cluster's members keep their list numbers, and it knows the zoom at which it comes apart.
 */
export type MapPoint =
  | ({ kind: 'pin'; x: number; y: number } & NumberedMarker)
  | {
      kind: 'cluster';
      id: number;
      count: number;
      members: NumberedMarker[];
      /** supercluster's expansion zoom: from this zoom on, its members are apart. */
      expandsAt: number;
      x: number;
      y: number;
    };

/** The restaurants indexed for clustering at every zoom; `radius` 0 keeps every pin apart. */
export function clusterIndex(markers: readonly MapMarker[], radius = CLUSTER_RADIUS): ClusterIndex {
  const index: ClusterIndex = new Supercluster({
    radius,
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

const numbered = (markers: readonly MapMarker[], i: number): NumberedMarker => ({
  marker: markers[i] as MapMarker,
  number: i + 1,
});

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
          .map(({ properties }) => numbered(markers, properties.index))
          .sort((a, b) => a.number - b.number);
        const expandsAt = index.getClusterExpansionZoom(id);
        return [{ kind: 'cluster', id, count: props.point_count, members, expandsAt, x, y }];
      }
      return [{ kind: 'pin', ...numbered(markers, props.index), x, y }];
    });
}
