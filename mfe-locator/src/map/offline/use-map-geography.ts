import { useEffect, useState } from 'react';
import type { GeoProjection } from 'd3-geo';
import type { GeographyPaths } from './geography';
import { drawMap } from './geography-drawer';

/**
 * The geography of a view, drawn off the main thread; the last view's until the new one comes.
 * `drawing` is true while the shown paths are not (yet) the current view's: the map says it is
 * busy then, as a tiled map does while its tiles load.
 */
export function useMapGeography(projection: GeoProjection | null, withCounties: boolean) {
  // Until a new view's paths come, the last view's stay (as a tiled map keeps its old tiles).
  const [drawn, setDrawn] = useState<{
    paths: GeographyPaths | null;
    projection: GeoProjection | null;
    withCounties: boolean;
  }>({ paths: null, projection: null, withCounties });
  useEffect(() => {
    // No view yet (the map not laid out): nothing to draw, and the map is busy.
    if (!projection) return undefined;
    let live = true;
    drawMap(projection, withCounties)
      .then((paths) => live && setDrawn({ paths, projection, withCounties }))
      // Without its geography the map still shows its pins on the plain ground.
      .catch((error: unknown) => {
        console.warn('The map could not load its geography', error);
        if (live) setDrawn((last) => ({ ...last, projection, withCounties }));
      });
    return () => {
      live = false;
    };
  }, [projection, withCounties]);
  const drawing =
    !projection || drawn.projection !== projection || drawn.withCounties !== withCounties;
  return { paths: drawn.paths, drawing };
}
