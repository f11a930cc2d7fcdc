import request from 'supertest';
import { DeliveryLocationsSchema, HandoffTimesSchema } from '../contract/schemas';
import { expectShape, seededApp, testClock, V1 } from '../testing/support';
import { geocode, normaliseStreet } from './geocode';

describe('POST locations/delivery', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  const find = async (address: object, query = '') =>
    expectShape(
      DeliveryLocationsSchema,
      (await request(app).post(`${V1}/locations/delivery${query}`).send(address).expect(200)).body,
    );

  it('finds the restaurants whose zone covers a known street, nearest first', async () => {
    const found = await find({
      address: '123 Fayetteville St',
      building: 'Apt 4B',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
    });
    expect(found.locations.map((l) => l.id)).toEqual([102, 101]);
    expect(found.id).toBe(102);
    expect(found.locations[0]?.distance).toBeLessThan(6);
  });

  it('falls back to the zip, then the city; answers none outside every zone', async () => {
    expect((await find({ address: '1 Unknown Way', city: 'Charlotte', zip: '28203' })).id).toBe(
      104,
    );
    expect((await find({ address: '1 Unknown Way', city: 'Atlanta' })).id).toBe(115);
    expect(await find({ address: '12 King St', city: 'Charleston', zip: '29401' })).toEqual({
      locations: [],
      id: null,
    });
    expect(await find({ address: '1 Main St', city: 'Wilson', zip: '27893' })).toEqual({
      locations: [],
      id: null,
    });
    expect(await find({ address: '1 Nowhere Rd', city: 'Springfield', zip: '00000' })).toEqual({
      locations: [],
      id: null,
    });
  });

  it('takes coordinates as given, skips restaurants without delivery, and filters catering', async () => {
    // Next to Charlotte – Freedom Dr (105, no delivery): only South Blvd (104) delivers.
    const found = await find({ address: 'x', city: 'x', lat: 35.2445, lng: -80.8972 });
    expect(found.locations.map((l) => l.id)).toEqual([104]);
    const catering = await find(
      { address: '3202 Battleground Ave', city: 'Greensboro', zip: '27408' },
      '?catering=true',
    );
    expect(catering.locations).toEqual([]);
  });

  it('refuses an address without street or city', async () => {
    await request(app).post(`${V1}/locations/delivery`).send({ zip: '27601' }).expect(400);
  });

  it('normalises streets and geocodes from the table', () => {
    expect(normaliseStreet('4400 South Boulevard')).toBe('s blvd');
    expect(geocode({ address: '4400 South Blvd', city: 'Charlotte' })?.precision).toBe('street');
    expect(geocode({ address: '1000 South Tryon Street', city: 'charlotte' })?.precision).toBe(
      'street',
    );
    expect(geocode({ address: '?', city: '?', zip: '27612-1234' })?.precision).toBe('zip');
    expect(geocode({ address: '?', city: 'Raleigh', state: 'SC' })).toBeUndefined();
  });
});

describe('GET menus/{menuId}/times', () => {
  // Wednesday 2025-06-04 12:00 in New York.
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());

  const times = async (menuId: number, query: Record<string, string> = {}) =>
    expectShape(
      HandoffTimesSchema,
      (await request(app).get(`${V1}/menus/${menuId}/times`).query(query).expect(200)).body,
    );

  it('answers the earliest time (lead time) and 15-minute slots within opening hours', async () => {
    const answer = await times(100101, {
      from: '2025-06-04T00:00:00-04:00',
      to: '2025-06-05T23:59:00-04:00',
    });
    expect(answer.earliest).toBe('2025-06-04T12:15:00-04:00');
    expect(answer.times[0]).toBe('2025-06-04T12:15:00-04:00');
    // Today until 21:45, tomorrow 06:15–21:45.
    expect(answer.times).toContain('2025-06-04T21:45:00-04:00');
    expect(answer.times).not.toContain('2025-06-04T22:00:00-04:00');
    expect(answer.times).toContain('2025-06-05T06:15:00-04:00');
    expect(answer.times.length).toBe(39 + 63);
    expect((await times(100101, { handoff: 'delivery' })).earliest).toBe(
      '2025-06-04T12:45:00-04:00',
    );
    expect((await times(237040)).earliest).toBe('2025-06-04T14:00:00-04:00');
  });

  it('offers a later day with the same lead from its opening: delivery and catering', async () => {
    const thursday = { from: '2025-06-05T00:00:00-04:00', to: '2025-06-05T23:59:00-04:00' };
    expect((await times(100101, thursday)).times[0]).toBe('2025-06-05T06:15:00-04:00');
    const delivery = await times(100101, { ...thursday, handoff: 'delivery' });
    expect(delivery.times[0]).toBe('2025-06-05T06:45:00-04:00');
    expect((await times(237040, thursday)).times[0]).toBe('2025-06-05T08:00:00-04:00');
  });

  it('uses the restaurant’s time zone and past-midnight hours', async () => {
    // Nashville (Central): 11:00 there; late hours on Friday run to 01:00 Saturday.
    const nashville = await times(100117, {
      from: '2025-06-06T20:00:00-05:00',
      to: '2025-06-07T02:00:00-05:00',
    });
    expect(nashville.earliest).toBe('2025-06-04T11:15:00-05:00');
    expect(nashville.times.at(-1)).toBe('2025-06-07T00:45:00-05:00');
  });

  it('skips closed days (Rock Hill on Sunday) and refuses a bad range', async () => {
    const rockHill = await times(100111, {
      from: '2025-06-08T00:00:00-04:00',
      to: '2025-06-08T23:59:00-04:00',
    });
    expect(rockHill.times).toEqual([]);
    await request(app).get(`${V1}/menus/100101/times`).query({ from: 'soon' }).expect(400);
    await request(app)
      .get(`${V1}/menus/100101/times`)
      .query({ from: '2025-06-04T00:00:00Z', to: '2025-07-04T00:00:00Z' })
      .expect(400);
    await request(app).get(`${V1}/menus/100100/times`).expect(400);
    await request(app).get(`${V1}/menus/999/times`).expect(404);
  });

  it('answers the next opening when the restaurant is closed now', async () => {
    clock.set(Date.UTC(2025, 5, 5, 3, 30)); // 23:30 in New York
    expect((await times(100101)).earliest).toBe('2025-06-05T06:15:00-04:00');
  });
});
