import type { JobLocation } from '@qsr/shared-contracts';
import { hiringRestaurantsNear, jobPlaceQuery } from './job-search';

describe('jobPlaceQuery', () => {
  it.each([
    ['', {}],
    ['   ', {}],
    ['27612', { zip: '27612' }],
    ['27612-1234', { zip: '27612' }],
    ['Raleigh, NC', { city: 'Raleigh', state: 'NC' }],
    ['Rock Hill,  South Carolina', { city: 'Rock Hill', state: 'South Carolina' }],
    ['charlotte nc', { city: 'charlotte', state: 'NC' }],
    ['Atlanta', { city: 'Atlanta' }],
    ['Atlanta,', { city: 'Atlanta' }],
  ])('reads %j as %j', (place, query) => {
    expect(jobPlaceQuery(place)).toEqual(query);
  });
});

const row = (id: string, city: string, state: string, lat: number, lng: number): JobLocation => ({
  'Franchise ID': id,
  'Street Address': `1 Main St`,
  City: city,
  State: state,
  Latitude: lat,
  Longitude: lng,
});

describe('hiringRestaurantsNear (§3 Job location)', () => {
  const rows = [
    row('FR-3', 'Atlanta', 'GA', 33.77, -84.37),
    row('FR-1', 'Raleigh', 'NC', 35.84, -78.64),
    row('FR-2', 'Charlotte', 'NC', 35.18, -80.87),
  ];
  const durham = { lat: 35.99, lng: -78.9 };

  it('sorts nearest first from the customer, with miles', () => {
    const near = hiringRestaurantsNear(rows, durham);
    expect(near.map((r) => r.row.City)).toEqual(['Raleigh', 'Charlotte', 'Atlanta']);
    expect(near[0]!.distance).toBeGreaterThan(0);
    expect(near[0]!.distance).toBeLessThan(near[1]!.distance!);
  });

  it('sorts farthest first on request', () => {
    expect(hiringRestaurantsNear(rows, durham, 'farthest').map((r) => r.row.City)).toEqual([
      'Atlanta',
      'Charlotte',
      'Raleigh',
    ]);
  });

  it('sorts by state then city when the customer’s place is unknown', () => {
    const unknown = hiringRestaurantsNear(rows, undefined);
    expect(unknown.map((r) => r.row.City)).toEqual(['Atlanta', 'Charlotte', 'Raleigh']);
    expect(unknown[0]!.distance).toBeUndefined();
  });
});
