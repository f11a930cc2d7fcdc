import { useEffect, useState } from 'react';
import type { GeoProjection } from 'd3-geo';
import type { GeographyPaths } from './geography';
import { drawMap } from './geography-drawer';

/** The geography of a view, drawn off the main thread; the last view's until the new one comes. */
export function useMapGeography(projection: GeoProjection, withCounties: boolean) {
  // Until a new view's paths come, the last view's stay (as a tiled map keeps its old tiles).
  const [paths, setPaths] = useState<GeographyPaths | null>(null);
  useEffect(() => {
    let live = true;
    drawMap(projection, withCounties)
      .then((drawn) => live && setPaths(drawn))
      // Without its geography the map still shows its pins on the plain ground.
      .catch((error: unknown) => console.warn('The map could not load its geography', error));
    return () => {
      live = false;
    };
  }, [projection, withCounties]);
  return paths;
}
