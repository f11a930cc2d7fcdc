import { geoPath, type GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiLineString } from 'geojson';

/** What the map draws under the pins: the land, and the borders between states and counties. */
export interface Geography {
  land: FeatureCollection;
  states: MultiLineString;
  counties: MultiLineString | null;
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
  };
}

/** The geography as the SVG paths of one view (`d` attributes; empty where nothing is in view). */
export interface GeographyPaths {
  land: string;
  states: string;
  counties: string;
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
  return {
    land: path(geography.land) ?? '',
    states: path(geography.states) ?? '',
    counties: withCounties && geography.counties ? (path(geography.counties) ?? '') : '',
  };
}
