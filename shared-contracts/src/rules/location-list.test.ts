import type { Location } from '../types/location';
import { toLocationOptions, toLocationSearchResult } from './location-list';

describe('§3 location list mapping and state-then-city sort', () => {
  it('maps id, address, city, state, lat, lng to key, value, city, state, lat, lng', () => {
    expect(
      toLocationOptions([
        { id: 3, address: '1 Main St', city: 'Raleigh', state: 'NC', lat: '35.7', lng: -78.6 },
      ]),
    ).toEqual([
      { key: '3', value: '1 Main St', city: 'Raleigh', state: 'NC', lat: 35.7, lng: -78.6 },
    ]);
  });
  it('sorts by state, then city', () => {
    const entry = (id: number, state: string, city: string) => ({
      id,
      address: `${id} St`,
      city,
      state,
      lat: 0,
      lng: 0,
    });
    const sorted = toLocationOptions([
      entry(1, 'VA', 'Richmond'),
      entry(2, 'NC', 'Raleigh'),
      entry(3, 'NC', 'Cary'),
      entry(4, 'SC', 'Aiken'),
    ]);
    expect(sorted.map((o) => o.key)).toEqual(['3', '2', '4', '1']);
  });
});

describe('§4.13 location lists', () => {
  it('is the list, false for zero results, null for a failed call', () => {
    const list = [{ id: 1 } as Location];
    expect(toLocationSearchResult(list)).toBe(list);
    expect(toLocationSearchResult([])).toBe(false);
    expect(toLocationSearchResult(null)).toBeNull();
  });
});
