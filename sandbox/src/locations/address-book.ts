import { KNOWN_STREETS, ZIP_CENTROIDS } from '../fixtures/places';
import { distanceMiles, type Point } from './geo';
import { ABBREVIATIONS } from './geocode';

/** A street the sandbox can suggest: its name as an address writes it, where it is, its zip. */
export interface BookStreet extends Point {
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Every word the customer may start typing to mean it (street, city, state, zip). */
  words: string[];
}

/** Small words of a street's name stay lower case: `Ponce de Leon Ave`. */
const LOWER = new Set(['de', 'la', 'of']);

const titled = (name: string): string =>
  name
    .split(' ')
    .map((word, i) => (i > 0 && LOWER.has(word) ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join(' ');

/** An abbreviation's long form: the first word that has it (`ave` is `avenue`, not `av`). */
const LONG_FORMS = new Map<string, string>();
for (const [long, short] of Object.entries(ABBREVIATIONS)) {
  if (!LONG_FORMS.has(short)) LONG_FORMS.set(short, long);
}

/** A word and its other spellings (`ave`, `avenue`, `av`). */
const spellings = (word: string): string[] => {
  const short = ABBREVIATIONS[word] ?? word;
  const long = LONG_FORMS.get(short);
  return [word, short, ...(long ? [long] : [])];
};

/** The zip of a street: the nearest zip centroid of its city. */
function zipOf(street: (typeof KNOWN_STREETS)[number]): string {
  let best: { zip: string; miles: number } | undefined;
  for (const [zip, [lat, lng, city, state]] of Object.entries(ZIP_CENTROIDS)) {
    if (city !== street.city || state !== street.state) continue;
    const miles = distanceMiles(street, { lat, lng });
    if (!best || miles < best.miles) best = { zip, miles };
  }
  return best?.zip ?? '';
}

/**
 * The offline address data of suggestions: the geocoder's known streets (so a suggestion is
 * placed exactly where a typed address would be), named as addresses write them, with a zip.
 */
export const ADDRESS_BOOK: readonly BookStreet[] = KNOWN_STREETS.map((known) => {
  const zip = zipOf(known);
  return {
    street: titled(known.street),
    city: known.city,
    state: known.state,
    zip,
    lat: known.lat,
    lng: known.lng,
    words: [
      ...known.street.split(' ').flatMap(spellings),
      ...known.city.toLowerCase().split(' '),
      known.state.toLowerCase(),
      zip,
    ],
  };
});
