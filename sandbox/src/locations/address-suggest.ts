import type { AddressSuggestion } from '@qsr/shared-contracts/core';
import { ADDRESS_BOOK, type BookStreet } from './address-book';
import type { DeliveryZones } from './delivery';
import { distanceMiles, type Point } from './geo';
import type { LocationRepository } from './repository';

/** At most this many suggestions: a list the customer reads at a glance. */
export const MAX_SUGGESTIONS = 5;

/** What the customer typed: a house number (when it starts with one) and the words after it. */
interface Typed {
  number?: string;
  words: string[];
}

function typed(query: string): Typed {
  const words = query.toLowerCase().replace(/[.,#]/g, ' ').split(/\s+/).filter(Boolean);
  const first = words[0];
  return first && /^\d+[a-z]?$/.test(first) && !/^\d{5}$/.test(first)
    ? { number: first.toUpperCase(), words: words.slice(1) }
    : { words };
}

/** Every typed word starts a word of the street's (the last one may be half typed). */
const matches = (street: BookStreet, words: readonly string[]): boolean =>
  words.length > 0 && words.every((word) => street.words.some((own) => own.startsWith(word)));

/**
 * Up to five addresses the text may mean, nearest to `near` first (else by city and street), each
 * with the restaurants whose delivery zone holds it: the zone rule is the one of
 * `POST locations/delivery` and of an order's address (`zones.covering`).
 */
export function suggestAddresses(
  query: string,
  options: { near?: Point; catering?: boolean },
  deps: { zones: DeliveryZones; locations: LocationRepository },
): AddressSuggestion[] {
  const { number, words } = typed(query);
  const { near } = options;
  return ADDRESS_BOOK.filter((street) => matches(street, words))
    .map((street) => ({ street, miles: near ? distanceMiles(near, street) : 0 }))
    .sort(
      (a, b) =>
        a.miles - b.miles ||
        a.street.city.localeCompare(b.street.city) ||
        a.street.street.localeCompare(b.street.street),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ street }) => {
      const address = number ? `${number} ${street.street}` : street.street;
      const restaurants = deps.zones
        .covering(street, { catering: options.catering })
        .flatMap(({ id }) => {
          const location = deps.locations.findById(id);
          return location ? [{ id, name: location.name }] : [];
        });
      return {
        label: `${address}, ${street.city}, ${street.state} ${street.zip}`,
        address,
        city: street.city,
        state: street.state,
        zip: street.zip,
        lat: street.lat,
        lng: street.lng,
        restaurants,
      };
    });
}
