import { toLocationOptions } from './location-list';

describe('§3 the location list as the store select’s options', () => {
  it('keys each by its whole address, and reads its coordinates as numbers', () => {
    expect(
      toLocationOptions([
        { address: '1 Main St', city: 'Raleigh', state: 'NC', lat: '35.7', lng: -78.6 },
      ]),
    ).toEqual([
      {
        key: '1 Main St, Raleigh, NC',
        value: '1 Main St',
        city: 'Raleigh',
        state: 'NC',
        lat: 35.7,
        lng: -78.6,
      },
    ]);
  });
  it('sorts by state, then city', () => {
    const entry = (state: string, city: string) => ({
      address: `1 ${city} St`,
      city,
      state,
      lat: 0,
      lng: 0,
    });
    const sorted = toLocationOptions([
      entry('VA', 'Richmond'),
      entry('NC', 'Raleigh'),
      entry('NC', 'Cary'),
      entry('SC', 'Aiken'),
    ]);
    expect(sorted.map((o) => o.city)).toEqual(['Cary', 'Raleigh', 'Aiken', 'Richmond']);
  });
});
