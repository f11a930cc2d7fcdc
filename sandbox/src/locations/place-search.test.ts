import request from 'supertest';
import { z } from 'zod';
import { LocationSchema } from '../contract/schemas';
import { expectShape, seededApp } from '../testing/support';
import { distanceMiles } from './geo';
import { geocode } from './geocode';
import { citiesLike, citiesNamed, placeKey, zipCentroid } from './us-places';

const LocationsSchema = z.array(LocationSchema);
const SEARCH = '/ordering/v1/locations/search';
const RALEIGH = [101, 102];

/** "Find me": a place no restaurant names is searched near where it is. */
describe('GET /ordering/v1/locations/search near a typed place', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());
  // The US places table loads once, on the first search that needs it (5 MB): not inside a
  // test's own time on a busy machine.
  beforeAll(() => zipCentroid('27615'), 30_000);

  async function find(q: string, query: Record<string, string> = {}) {
    const res = await request(app)
      .get(SEARCH)
      .query({ q, ...query })
      .expect(200);
    const found = expectShape(LocationsSchema, res.body);
    const distances = found.map((l) => l.distance);
    for (const miles of distances) expect(typeof miles).toBe('number');
    expect(distances).toEqual([...distances].sort((a, b) => (a as number) - (b as number)));
    return found;
  }

  it('a zip no restaurant has (27615): the Raleigh restaurants first, miles from its centroid', async () => {
    const found = await find('27615');
    expect(
      found
        .slice(0, 2)
        .map((l) => l.id)
        .sort(),
    ).toEqual(RALEIGH);
    // The sandbox geocoder knows 27615 (its delivery zones use it): the same point here.
    const centroid = geocode({ zip: '27615' });
    expect(centroid?.precision).toBe('zip');
    for (const location of found) {
      expect(location.distance).toBeCloseTo(distanceMiles(centroid!, location), 1);
      expect(location.distance).toBeLessThanOrEqual(100);
    }
    expect(found[0]?.distance).toBeLessThan(6);
  });

  it('a zip only the US table knows (27617): miles from its centroid there', async () => {
    expect(geocode({ zip: '27617' })).toBeUndefined();
    const found = await find('27617');
    expect(found[0]?.id).toBe(101);
    const centroid = zipCentroid('27617');
    expect(found[0]?.distance).toBeCloseTo(distanceMiles(centroid!, found[0]!), 1);
  });

  it('"Cary, NC" and "cary": a city with no restaurant finds its neighbours', async () => {
    const cityState = await find('Cary, NC');
    expect(
      cityState
        .slice(0, 2)
        .map((l) => l.id)
        .sort(),
    ).toEqual(RALEIGH);
    expect(cityState.map((l) => l.city)).toContain('Durham');
    expect(cityState[0]?.distance).toBeGreaterThan(3);
    expect(cityState[0]?.distance).toBeLessThan(15);
    expect(await find('cary')).toEqual(cityState);
  });

  it('a misspelt city ("Raliegh", "Nashvile") is read as the nearest name', async () => {
    const raleigh = await find('Raliegh');
    expect(
      raleigh
        .slice(0, 2)
        .map((l) => l.id)
        .sort(),
    ).toEqual(RALEIGH);
    expect(raleigh[0]?.distance).toBeLessThan(5);
    expect((await find('Nashvile'))[0]?.city).toBe('Nashville');
  });

  it('a street of a restaurant finds it, as typed or as its address spells it', async () => {
    const found = await find('Glenwood Ave');
    expect(found.map((l) => [l.id, l.distance])).toEqual([[101, 0]]);
    expect(await find('4109 glenwood avenue')).toEqual(found);
  });

  it('a zip or a city that restaurants have finds those, nearest first', async () => {
    expect((await find('27612')).map((l) => l.id)).toEqual([101]);
    expect((await find('Charlotte, NC')).map((l) => l.id)).toEqual([105, 104]);
  });

  it('a street of a city that no restaurant is on: near that street', async () => {
    const found = await find('Hillsborough St, Raleigh');
    expect(
      found
        .slice(0, 2)
        .map((l) => l.id)
        .sort(),
    ).toEqual(RALEIGH);
  });

  it('with catering, only the restaurants that cater, nearest first', async () => {
    const found = await find('cary', { catering: 'true' });
    expect(found.map((l) => l.id)).toEqual([101]);
    expect(found[0]?.catering_menu_id).toBeDefined();
  });

  it('keeps to the radius and the limit', async () => {
    expect(await find('27615', { radius: '10' })).toHaveLength(2);
    expect(await find('27615', { limit: '1' })).toHaveLength(1);
  });

  it('unknown text, or a place far from every restaurant, finds none (not an error)', async () => {
    for (const q of ['Zzyzzx Qwv', 'Seattle, WA', '98101', 'Cary, WA', 'Boston', '12 34', '""']) {
      await request(app).get(SEARCH).query({ q }).expect(200, []);
    }
  });
});

describe('the US places table', () => {
  it('knows every zip and city, normalised', () => {
    expect(zipCentroid('27615')?.lat).toBeCloseTo(35.89, 1);
    expect(zipCentroid('00000')).toBeUndefined();
    expect(placeKey('  Winston-Salem ')).toBe('winston salem');
    expect(citiesNamed('CARY', 'NC').map((c) => c.state)).toEqual(['NC']);
    expect(citiesNamed('cary').length).toBeGreaterThan(1);
  });

  it('finds near misses within the allowed edits, best first', () => {
    expect(citiesLike('Raliegh', 'NC')[0]?.map((c) => c.name)).toEqual(['Raleigh']);
    // One edit in a short name, not two.
    expect(citiesLike('Cxrx', 'NC')).toEqual([]);
    expect(citiesLike('Qqqqqqqqq')).toEqual([]);
  });
});
