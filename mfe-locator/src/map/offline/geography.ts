import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiLineString } from 'geojson';
import { COUNTIES_URL, STATES_URL } from './atlas-files';

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

const loaded = new Map<string, Promise<Geography>>();

/** The states' geography, or with the counties' too; each file fetched once a page. */
export function loadGeography(withCounties: boolean): Promise<Geography> {
  const url = withCounties ? COUNTIES_URL : STATES_URL;
  let geography = loaded.get(url);
  if (!geography) {
    geography = Promise.resolve()
      .then(() => fetch(url))
      .then((response) => {
        if (!response.ok) throw new Error(`The map's geography answered ${response.status}`);
        return response.json() as Promise<Atlas>;
      })
      .then(toGeography);
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
