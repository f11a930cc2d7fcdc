import type { LocationOption } from '../types/location-list';
import {
  LOCATION_OPTIONS_SHOWN,
  locationOptionLabel,
  visibleLocationOptions,
} from './location-fields';

const option = (n: number, city: string, state: string): LocationOption => ({
  key: String(n),
  value: `${n} Main St`,
  city,
  state,
  lat: 0,
  lng: 0,
});

describe('§2.12 location fields', () => {
  const many = Array.from({ length: 45 }, (_, i) =>
    option(i + 1, i % 2 ? 'Raleigh' : 'Durham', 'NC'),
  );

  it('reads city, state – address', () => {
    expect(locationOptionLabel(option(7, 'Raleigh', 'NC'))).toBe('Raleigh, NC – 7 Main St');
  });

  it('shows at most 20 options at a time', () => {
    expect(visibleLocationOptions(many, '')).toHaveLength(LOCATION_OPTIONS_SHOWN);
    expect(visibleLocationOptions(many, 'raleigh')).toHaveLength(20);
  });

  it('matches every typed word, in any order', () => {
    expect(visibleLocationOptions(many, 'nc, 11 durham').map((o) => o.key)).toEqual(['11']);
    expect(visibleLocationOptions(many, 'raleigh 12 main').map((o) => o.key)).toEqual(['12']);
    expect(visibleLocationOptions(many, 'raleigh 11 main')).toEqual([]);
    expect(visibleLocationOptions(many, 'atlanta')).toEqual([]);
  });
});
