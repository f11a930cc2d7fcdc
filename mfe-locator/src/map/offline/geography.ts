import { geoPath, type GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';

/** What the map draws under the pins: the land, the borders, and the places to name. */
export interface Geography {
  land: FeatureCollection;
  states: MultiLineString;
  counties: MultiLineString | null;
  /** The states, and the counties where the atlas has them, each with its name. */
  stateAreas: FeatureCollection<Geometry, { name: string }>;
  countyAreas: FeatureCollection<Geometry, { name: string }> | null;
}

type Atlas = Topology<{
  states: GeometryCollection;
  counties?: GeometryCollection;
  nation: GeometryCollection;
}>;

async function fetchGeography(url: string): Promise<Geography> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The map's geography answered ${response.status}`);
  return toGeography((await response.json()) as Atlas);
}

const loaded = new Map<string, Promise<Geography>>();

/**
 * An atlas file's geography, fetched and built once where it runs (in the geography worker, or
 * on the page where no worker runs); a failed fetch is tried again next time.
 */
export function loadGeography(url: string): Promise<Geography> {
  let geography = loaded.get(url);
  if (!geography) {
    geography = fetchGeography(url);
    geography.catch(() => loaded.delete(url));
    loaded.set(url, geography);
  }
  return geography;
}

export function toGeography(atlas: Atlas): Geography {
  const { objects } = atlas;
  return {
    land: feature(atlas, objects.nation),
    states: mesh(atlas, objects.states, (a, b) => a !== b),
    counties: objects.counties ? mesh(atlas, objects.counties, (a, b) => a !== b) : null,
    stateAreas: feature(atlas, objects.states) as Geography['stateAreas'],
    countyAreas: objects.counties
      ? (feature(atlas, objects.counties) as Geography['stateAreas'])
      : null,
  };
}

/** A place's name where the map writes it (the middle of what shows of it), in map pixels. */
export interface PlaceName {
  /** A state's name is said in the page's language; a county's is its own. */
  kind: 'state' | 'county';
  name: string;
  x: number;
  y: number;
}

/**
 * An area is named when this much of it shows (square pixels): a sliver at the edge, or a county
 * the size of a pin, is left unnamed rather than written over its neighbours.
 */
export const NAMED_AREA = 6000;

/** The names of the places in view: the states, or near enough, the counties. */
function placeNames(
  kind: PlaceName['kind'],
  areas: Geography['stateAreas'],
  path: ReturnType<typeof geoPath>,
): PlaceName[] {
  return areas.features.flatMap((area) => {
    if (path.area(area) < NAMED_AREA) return [];
    const [x, y] = path.centroid(area);
    return Number.isFinite(x) && Number.isFinite(y)
      ? [{ kind, name: area.properties.name, x: Math.round(x), y: Math.round(y) }]
      : [];
  });
}

/** The geography as the SVG paths of one view (`d` attributes; empty where nothing is in view). */
export interface GeographyPaths {
  land: string;
  states: string;
  counties: string;
  places: PlaceName[];
}

/**
 * The paths of the geography in a view, to a tenth of a pixel: the projection clips them to
 * the map's box (view.ts), so a metro area's map is not the whole nation's outline.
 */
export function drawGeography(
  geography: Geography,
  projection: GeoProjection,
  withCounties: boolean,
): GeographyPaths {
  const path = geoPath(projection).digits(1);
  const counties = withCounties ? geography.countyAreas : null;
  return {
    land: path(geography.land) ?? '',
    states: path(geography.states) ?? '',
    counties: withCounties && geography.counties ? (path(geography.counties) ?? '') : '',
    places: counties
      ? placeNames('county', counties, path)
      : placeNames('state', geography.stateAreas, path),
  };
}
