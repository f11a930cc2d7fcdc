/**
 * `GET locations/delivery/suggest`: one address the customer may mean, as the delivery calls take
 * it, with the restaurants whose delivery zone holds it (nearest first; none: outside every zone).
 */
export interface AddressSuggestion {
  /** The whole address on one line: `123 Fayetteville St, Raleigh, NC 27601`. */
  label: string;
  /** The street line: `123 Fayetteville St` (no house number when none was typed). */
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  /** Who delivers there, nearest first; none: outside every delivery zone. */
  restaurants: Array<{ id: number; name: string }>;
}
