import type { AddressSuggestion } from '../types/address-suggestion';

/** The sandbox's suggestion of a Raleigh street inside a delivery zone. */
export const aSuggestion = (overrides: Partial<AddressSuggestion> = {}): AddressSuggestion => ({
  label: '123 Fayetteville St, Raleigh, NC 27601',
  address: '123 Fayetteville St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  lat: 35.7758,
  lng: -78.6393,
  restaurants: [{ id: 12, name: 'Raleigh - Glenwood' }],
  ...overrides,
});
