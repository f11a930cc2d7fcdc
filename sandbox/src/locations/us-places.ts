import { createRequire } from 'node:module';
import { distance } from 'fastest-levenshtein';
import { compareTwoStrings } from 'string-similarity';
import type { Point } from './geo';

/** One row of the `zipcodes` package's US table (see docs/decisions.md "US zip centroids"). */
interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** A US city: its name as the table spells it, its state, and the mean of its zips' centroids. */
export interface UsCity extends Point {
  name: string;
  state: string;
  /** How many zips it has: a measure of its size. */
  zips: number;
}

interface UsPlaces {
  zips: Map<string, Point & { state: string }>;
  /** Normalised city name → the cities of that name, one per state. */
  cities: Map<string, UsCity[]>;
}

/** Lower case, letters and digits only, single spaces: `Winston-Salem` is `winston salem`. */
export const placeKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

let places: UsPlaces | undefined;

/** The table is 5 MB: read on the first search that needs it, then kept. */
function usPlaces(): UsPlaces {
  places ??= index(
    (createRequire(__filename)('zipcodes/lib/codes') as { codes: Record<string, ZipRow> }).codes,
  );
  return places;
}

function index(rows: Record<string, ZipRow>): UsPlaces {
  const zips = new Map<string, Point & { state: string }>();
  const sums = new Map<
    string,
    { name: string; state: string; lat: number; lng: number; n: number }
  >();
  for (const row of Object.values(rows)) {
    zips.set(row.zip, { lat: row.latitude, lng: row.longitude, state: row.state });
    const id = `${placeKey(row.city)}|${row.state}`;
    const sum = sums.get(id) ?? { name: row.city, state: row.state, lat: 0, lng: 0, n: 0 };
    sum.lat += row.latitude;
    sum.lng += row.longitude;
    sum.n += 1;
    sums.set(id, sum);
  }
  const cities = new Map<string, UsCity[]>();
  for (const { name, state, lat, lng, n } of sums.values()) {
    const key = placeKey(name);
    const list = cities.get(key) ?? [];
    list.push({ name, state, lat: lat / n, lng: lng / n, zips: n });
    cities.set(key, list);
  }
  return { zips, cities };
}

/** The centroid of a five-digit US zip. */
export function zipCentroid(zip: string): Point | undefined {
  const found = usPlaces().zips.get(zip);
  return found && { lat: found.lat, lng: found.lng };
}

/** The state a five-digit US zip is in (`27603`: `NC`). */
export const zipState = (zip: string): string | undefined => usPlaces().zips.get(zip)?.state;

/** The cities of exactly this name (normalised), in `state` when given. */
export function citiesNamed(name: string, state?: string): UsCity[] {
  const found = usPlaces().cities.get(placeKey(name)) ?? [];
  return state ? found.filter((city) => city.state === state) : found;
}

/** Edits allowed in a misspelt city name: one in a short name, two in a longer one. */
const allowedEdits = (length: number): number => (length < 5 ? 1 : 2);

/**
 * Cities whose name is a near miss of `name` (`Raliegh` → Raleigh), best first: within the
 * allowed edits (`fastest-levenshtein`), ranked by `string-similarity`. Each entry holds every
 * city of that name (in `state` when given).
 */
export function citiesLike(name: string, state?: string): UsCity[][] {
  const key = placeKey(name);
  const edits = allowedEdits(key.length);
  const near: Array<{ score: number; cities: UsCity[] }> = [];
  for (const [candidate, cities] of usPlaces().cities) {
    if (Math.abs(candidate.length - key.length) > edits) continue;
    if (distance(candidate, key) > edits) continue;
    const inState = state ? cities.filter((city) => city.state === state) : cities;
    if (inState.length > 0)
      near.push({ score: compareTwoStrings(candidate, key), cities: inState });
  }
  return near.sort((a, b) => b.score - a.score).map(({ cities }) => cities);
}
