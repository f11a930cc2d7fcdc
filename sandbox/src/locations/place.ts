import type { Point } from './geo';
import { geocode, normaliseStreet } from './geocode';
import type { PlaceCriterion } from './query';
import { citiesLike, citiesNamed, placeKey, zipCentroid, type UsCity } from './us-places';

/** What finding a place asks of the restaurants. */
export interface PlaceLookups {
  /** Miles to the nearest restaurant the search could answer, undefined when none is in reach. */
  nearestMiles(point: Point): number | undefined;
  /** The first restaurant (by name) whose city, street or name the criteria match. */
  firstMatch(
    criteria: readonly PlaceCriterion[],
  ): (Point & { city: string; state: string }) | undefined;
}

/** A text part as a restaurant's address spells it: `4109 Glenwood Avenue` is `glenwood ave`. */
function asStreet(criterion: PlaceCriterion): PlaceCriterion {
  const street = criterion.kind === 'text' ? normaliseStreet(criterion.text) : '';
  // Nothing left (only house numbers): the text stays as typed.
  return street ? { kind: 'text', text: street } : criterion;
}

/*
 * The sandbox geocoder's own table comes first (the points its delivery zones use, and no 5 MB
 * read for the seeded places), then the US table.
 */

/** A zip's centroid. */
function zipPoint(zip: string): Point | undefined {
  const known = geocode({ zip });
  return known ? { lat: known.lat, lng: known.lng } : zipCentroid(zip);
}

/** A city's centre. */
function centreOf(name: string, state: string): UsCity | undefined {
  const known = geocode({ city: name, state });
  return known
    ? { name, state, lat: known.lat, lng: known.lng, zips: 1 }
    : citiesNamed(name, state)[0];
}

/** Where a place is, and its criteria as the restaurants it matches spell them. */
export interface LocatedPlace extends Point {
  criteria: PlaceCriterion[];
}

/** Names of near misses tried, best first, for one near a restaurant. */
const NEAR_MISSES = 5;

/** Of several cities of one name, the largest (most zips): `Boston` is Boston, MA. */
const likeliest = (cities: readonly UsCity[]): UsCity | undefined =>
  cities.reduce<UsCity | undefined>(
    (best, city) => (best && best.zips >= city.zips ? best : city),
    undefined,
  );

/** A street in a city: its known point, else the city's. */
function onStreet(
  street: string | undefined,
  city: UsCity | (Point & { city: string; state: string }),
): Point {
  const name = 'name' in city ? city.name : city.city;
  const known = street ? geocode({ address: street, city: name, state: city.state }) : undefined;
  return known?.precision === 'street' ? known : { lat: city.lat, lng: city.lng };
}

/**
 * Where a typed place is, to search near it: a zip's centroid; the restaurant a street or name
 * finds (as typed, or as addresses spell it: `4109 Glenwood Avenue` is `glenwood ave`), its
 * city's centre when the text names its city; a US city (`Cary, NC`, `cary`; of several of the
 * name, the largest), on a known street of it when one is given; else the
 * nearest miss of a city's name (`Raliegh`). Undefined when the text is no place (a state, a
 * zip prefix, unknown text). With the point come the criteria to match restaurants by.
 */
export function locatePlace(
  criteria: readonly PlaceCriterion[],
  lookups: PlaceLookups,
): LocatedPlace | undefined {
  const point = pointOf(criteria, lookups);
  if (!point) return undefined;
  const asAddress = criteria.map(asStreet);
  const spelling =
    !lookups.firstMatch(criteria) && lookups.firstMatch(asAddress) ? asAddress : [...criteria];
  return { lat: point.lat, lng: point.lng, criteria: spelling };
}

function pointOf(criteria: readonly PlaceCriterion[], lookups: PlaceLookups): Point | undefined {
  const zip = criteria.find((c) => c.kind === 'zip');
  if (zip) return zip.prefix.length === 5 ? zipPoint(zip.prefix) : undefined;
  const texts = criteria.flatMap((c) => (c.kind === 'text' ? [c.text] : []));
  if (texts.length === 0) return undefined;
  const state = criteria.find((c) => c.kind === 'state')?.code;

  const restaurant = lookups.firstMatch(criteria) ?? lookups.firstMatch(criteria.map(asStreet));
  if (restaurant) {
    const cityText = texts.find((text) => placeKey(text) === placeKey(restaurant.city));
    if (!cityText) return { lat: restaurant.lat, lng: restaurant.lng };
    return onStreet(
      texts.find((text) => text !== cityText),
      centreOf(restaurant.city, restaurant.state) ?? restaurant,
    );
  }

  for (const text of texts) {
    const city = likeliest(citiesNamed(text, state));
    if (city)
      return onStreet(
        texts.find((other) => other !== text),
        city,
      );
  }
  for (const text of texts) {
    for (const cities of citiesLike(text, state).slice(0, NEAR_MISSES)) {
      const city = likeliest(cities);
      if (city && lookups.nearestMiles(city) !== undefined) return city;
    }
  }
  return undefined;
}
