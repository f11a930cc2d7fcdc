import request from 'supertest';
import { z } from 'zod';
import { ErrorBodySchema, LocationSchema } from '../contract/schemas';
import { expectShape, seededApp } from '../testing/support';
import { distanceMiles } from './geo';

const LocationsSchema = z.array(LocationSchema);
const BASE = '/ordering/v1/locations';
const CHARLOTTE = { lat: 35.2271, lng: -80.8431 };

describe('GET /ordering/v1/locations', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  it('lists every restaurant, in several states, each with its own consumer menu', async () => {
    const res = await request(app).get(BASE).expect(200).expect('content-type', /json/);
    const locations = expectShape(LocationsSchema, res.body);
    expect(locations.length).toBeGreaterThanOrEqual(12);
    expect(new Set(locations.map((l) => l.state)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(locations.map((l) => l.menu_id)).size).toBe(locations.length);
    for (const location of locations) {
      expect(location.menu_id).toBeGreaterThan(100100);
      expect(location.menu_id).toBeLessThan(101000);
      expect(location.hours?.length).toBeGreaterThan(0);
      expect(location.handoffs).toContain('pickup');
      expect(location.distance).toBeUndefined();
    }
  });

  it('has realistic hours and time zones', async () => {
    const locations = expectShape(LocationsSchema, (await request(app).get(BASE)).body);
    const closedSunday = locations.filter((l) => !l.hours?.some((h) => h.day === 0));
    expect(closedSunday.length).toBeGreaterThanOrEqual(1);
    const openLate = locations.filter((l) => l.hours?.some((h) => h.close < h.open));
    expect(openLate.length).toBeGreaterThanOrEqual(1);
    for (const tn of locations.filter((l) => l.state === 'TN')) {
      expect(tn.timezone).toBe('America/Chicago');
    }
    for (const east of locations.filter((l) => ['NC', 'SC', 'VA', 'GA'].includes(l.state))) {
      expect(east.timezone).toBe('America/New_York');
    }
  });

  it('with catering, lists only the restaurants that cater (§7.2 the catering list)', async () => {
    const res = await request(app).get(BASE).query({ catering: 'true' }).expect(200);
    const locations = expectShape(LocationsSchema, res.body);
    expect(locations.map((l) => l.id)).toEqual([101, 104, 108, 112, 115, 117]);
    expect(locations.every((l) => l.catering_menu_id !== undefined)).toBe(true);
  });

  it('with a limit, answers only the first restaurants of the list; refuses a bad limit', async () => {
    const every = expectShape(LocationsSchema, (await request(app).get(BASE)).body);
    const first = expectShape(
      LocationsSchema,
      (await request(app).get(BASE).query({ limit: 5 }).expect(200)).body,
    );
    expect(first).toEqual(every.slice(0, 5));
    const catering = expectShape(
      LocationsSchema,
      (await request(app).get(BASE).query({ catering: 'true', limit: 2 }).expect(200)).body,
    );
    expect(catering.map((l) => l.id)).toEqual([101, 104]);
    for (const limit of ['0', '-1', '2.5', 'all']) {
      expectShape(
        ErrorBodySchema,
        (await request(app).get(BASE).query({ limit }).expect(400)).body,
      );
    }
  });

  it('marks the restaurants that cater with their catering menu', async () => {
    const locations = expectShape(LocationsSchema, (await request(app).get(BASE)).body);
    const catering = locations.filter((l) => l.catering_menu_id !== undefined);
    expect(catering.length).toBeGreaterThanOrEqual(3);
    for (const location of catering) expect(location.catering_menu_id).toBeGreaterThan(237039);
  });
});

describe('GET /ordering/v1/locations/search', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  const search = (query: Record<string, string | number | undefined>) =>
    request(app).get(`${BASE}/search`).query(query);

  it('finds the nearest first by coordinates, with distances in miles', async () => {
    const res = await search(CHARLOTTE).expect(200);
    const found = expectShape(LocationsSchema, res.body);
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.length).toBeLessThanOrEqual(10);
    const distances = found.map((l) => l.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found[0]?.city).toBe('Charlotte');
    expect(found[1]?.city).toBe('Charlotte');
    for (const location of found) {
      expect(location.distance).toBeLessThanOrEqual(100);
      expect(location.distance).toBeCloseTo(distanceMiles(CHARLOTTE, location), 1);
    }
  });

  it('keeps to the radius and the limit', async () => {
    const near = expectShape(LocationsSchema, (await search({ ...CHARLOTTE, radius: 30 })).body);
    expect(near.map((l) => l.city).sort()).toEqual(['Charlotte', 'Charlotte', 'Rock Hill']);
    const one = expectShape(LocationsSchema, (await search({ ...CHARLOTTE, limit: 1 })).body);
    expect(one).toHaveLength(1);
    const wide = expectShape(
      LocationsSchema,
      (await search({ ...CHARLOTTE, radius: 1000, limit: 50 })).body,
    );
    expect(wide.length).toBeGreaterThanOrEqual(12);
  });

  it('returns an empty list far from every restaurant', async () => {
    const res = await search({ lat: 47.6062, lng: -122.3321 }).expect(200);
    expect(res.body).toEqual([]);
  });

  it('finds by exact zip and by zip prefix', async () => {
    const exact = expectShape(LocationsSchema, (await search({ q: '27612' })).body);
    expect(exact.map((l) => l.id)).toEqual([101]);
    const prefix = expectShape(LocationsSchema, (await search({ q: '282' })).body);
    expect(prefix.map((l) => l.zip).sort()).toEqual(['28208', '28209']);
  });

  it('finds by city, case-insensitively, nearest its centre first, with distances', async () => {
    const found = expectShape(LocationsSchema, (await search({ q: 'raleigh' })).body);
    expect(found.map((l) => l.name)).toEqual(['Raleigh – Capital Blvd', 'Raleigh – Glenwood Ave']);
    const distances = found.map((l) => l.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[1]).toBeLessThan(10);
  });

  it('finds by a state or a zip prefix by name, with no distance (they are no one place)', async () => {
    for (const q of ['tn', '282']) {
      const found = expectShape(LocationsSchema, (await search({ q })).body);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((l) => l.distance === undefined)).toBe(true);
    }
  });

  it('finds by city and state, state code or state name, and street', async () => {
    const cityState = expectShape(LocationsSchema, (await search({ q: 'Charlotte, NC' })).body);
    expect(cityState.map((l) => l.id).sort()).toEqual([104, 105]);
    const byCode = expectShape(LocationsSchema, (await search({ q: 'tn' })).body);
    expect(byCode.map((l) => l.city)).toEqual(['Murfreesboro', 'Nashville']);
    const byName = expectShape(LocationsSchema, (await search({ q: 'South Carolina' })).body);
    expect(byName.length).toBeGreaterThanOrEqual(3);
    expect(byName.every((l) => l.state === 'SC')).toBe(true);
    const names = byName.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const street = expectShape(LocationsSchema, (await search({ q: 'ponce de leon' })).body);
    expect(street.map((l) => l.id)).toEqual([115]);
    const full = expectShape(LocationsSchema, (await search({ q: 'Raleigh NC 27604' })).body);
    expect(full.map((l) => l.id)).toEqual([102]);
  });

  it('finds a city by its name, not a street named after it', async () => {
    const city = expectShape(LocationsSchema, (await search({ q: 'Charlotte' })).body);
    expect(city.map((l) => [l.id, l.city])).toEqual([
      [105, 'Charlotte'],
      [104, 'Charlotte'],
    ]);
    const street = expectShape(LocationsSchema, (await search({ q: 'Charlotte Ave' })).body);
    expect(street.map((l) => [l.id, l.city])).toEqual([[117, 'Nashville']]);
  });

  it('with catering, finds only the restaurants that cater', async () => {
    const found = expectShape(LocationsSchema, (await search({ q: 'nc', catering: 'true' })).body);
    expect(found.map((l) => l.id).sort()).toEqual([101, 104]);
    const near = expectShape(
      LocationsSchema,
      (await search({ ...CHARLOTTE, radius: 50, catering: 'true' })).body,
    );
    expect(near.map((l) => l.id)).toEqual([104]);
  });

  it('returns [] when nothing matches the place', async () => {
    await search({ q: 'Anchorage' }).expect(200, []);
    await search({ q: '99999' }).expect(200, []);
    await search({ q: '100%_' }).expect(200, []);
  });

  it('refuses a search with neither place nor coordinates', async () => {
    const queries: Array<Record<string, string | number>> = [
      {},
      { q: '   ' },
      { lat: 35.2 },
      { radius: 10 },
    ];
    for (const query of queries) {
      const res = await search(query).expect(400);
      expect(expectShape(ErrorBodySchema, res.body)).toEqual({
        message: 'A search needs a place or coordinates.',
        code: 400,
      });
    }
  });

  it('refuses coordinates, radius or limit that are not valid', async () => {
    for (const query of [
      { lat: 'abc', lng: -80 },
      { lat: 95, lng: -80 },
      { ...CHARLOTTE, radius: -5 },
      { ...CHARLOTTE, limit: 0 },
      { ...CHARLOTTE, limit: 2.5 },
    ]) {
      const res = await search(query).expect(400);
      expect(expectShape(ErrorBodySchema, res.body).code).toBe(400);
    }
  });
});

describe('GET /ordering/v1/locations/:id', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  it('returns one restaurant', async () => {
    const res = await request(app).get(`${BASE}/104`).expect(200);
    const location = expectShape(LocationSchema, res.body);
    expect(location).toMatchObject({
      id: 104,
      city: 'Charlotte',
      state: 'NC',
      zip: '28209',
      menu_id: 100104,
      timezone: 'America/New_York',
    });
  });

  it('finds a restaurant by its consumer or catering menu id', async () => {
    const consumer = await request(app).get(`${BASE}/100117`).query({ byMenuId: true }).expect(200);
    expect(expectShape(LocationSchema, consumer.body).id).toBe(117);
    const catering = await request(app).get(`${BASE}/237042?byMenuId=true`).expect(200);
    expect(expectShape(LocationSchema, catering.body).id).toBe(108);
  });

  it.each([
    `${BASE}/999`,
    `${BASE}/abc`,
    `${BASE}/100104`,
    `${BASE}/104?byMenuId=true`,
    `${BASE}/100100?byMenuId=true`,
  ])('answers [100] Location not found for %s', async (path) => {
    const res = await request(app).get(path).expect(404);
    expect(expectShape(ErrorBodySchema, res.body)).toEqual({
      message: '[100] Location not found',
      code: 100,
    });
  });
});
