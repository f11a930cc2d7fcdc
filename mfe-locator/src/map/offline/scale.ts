import type { GeoProjection } from 'd3-geo';
import { distanceMiles } from '@qsr/shared-contracts';

/** The round distances a scale may show, as a paper map's. */
const STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

/** How long the scale's bar may be, in map pixels. */
export const SCALE_MAX_PX = 96;

/** Where the scale stands: its left end, above the map's bottom-left corner. */
export const SCALE_AT = { x: 12, bottom: 14 } as const;

/**
 * The map's scale where it is drawn (Mercator stretches with latitude): the longest round
 * distance whose bar fits, and that bar's length. Null when the view cannot say (no inverse).
 */
export function scaleOf(
  projection: GeoProjection,
  height: number,
): { miles: number; px: number } | null {
  const y = height - SCALE_AT.bottom;
  const from = projection.invert?.([SCALE_AT.x, y]);
  const to = projection.invert?.([SCALE_AT.x + 100, y]);
  if (!from || !to) return null;
  const milesPer100px = distanceMiles({ lat: from[1], lng: from[0] }, { lat: to[1], lng: to[0] });
  if (!(milesPer100px > 0)) return null;
  const pxPerMile = 100 / milesPer100px;
  const miles = [...STEPS].reverse().find((step) => step * pxPerMile <= SCALE_MAX_PX);
  return miles === undefined ? null : { miles, px: Math.round(miles * pxPerMile) };
}
