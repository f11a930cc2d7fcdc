import { CITY_CENTRES, KNOWN_STREETS, ZIP_CENTROIDS } from '../fixtures/places';
import type { Point } from './geo';

export interface GeocodeInput {
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface Geocoded extends Point {
  /** How the point was found. */
  precision: 'street' | 'zip' | 'city';
}

/** A street word's standard abbreviation (`avenue` → `ave`). */
export const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  parkway: 'pkwy',
  lane: 'ln',
  court: 'ct',
  highway: 'hwy',
  place: 'pl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northwest: 'nw',
  northeast: 'ne',
  southwest: 'sw',
  southeast: 'se',
};

/** Lower case, no punctuation, no house number, standard abbreviations. */
export function normaliseStreet(address: string): string {
  const words = address
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word);
  while (words.length > 0 && /^\d+[a-z]?$/.test(words[0] as string)) words.shift();
  return words.join(' ');
}

const cityKey = (city: string | undefined): string =>
  (city ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The sandbox geocoder: a known street in the given city (the street's representative point;
 * the house number is ignored; both sides are normalised, so `S Tryon Street` is `s tryon st`),
 * else the zip's centroid, else the city's centre. Undefined when nothing is known.
 */
export function geocode(input: GeocodeInput): Geocoded | undefined {
  const city = cityKey(input.city);
  if (input.address && city) {
    const street = ` ${normaliseStreet(input.address)} `;
    const known = KNOWN_STREETS.find(
      (candidate) =>
        cityKey(candidate.city) === city &&
        street.includes(` ${normaliseStreet(candidate.street)} `),
    );
    if (known) return { lat: known.lat, lng: known.lng, precision: 'street' };
  }
  const zip = input.zip?.trim().slice(0, 5);
  const centroid = zip ? ZIP_CENTROIDS[zip] : undefined;
  if (centroid) return { lat: centroid[0], lng: centroid[1], precision: 'zip' };
  const centre = CITY_CENTRES[city];
  if (centre && (!input.state || input.state.trim().toUpperCase() === centre[2])) {
    return { lat: centre[0], lng: centre[1], precision: 'city' };
  }
  return undefined;
}
