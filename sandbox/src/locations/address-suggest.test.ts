import request from 'supertest';
import { AddressSuggestionsSchema } from '../contract/address-suggestion-schema';
import { expectShape, seededApp, V1 } from '../testing/support';

describe('GET locations/delivery/suggest', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  const suggest = async (query: Record<string, string>, language = 'en-US') =>
    expectShape(
      AddressSuggestionsSchema,
      (
        await request(app)
          .get(`${V1}/locations/delivery/suggest`)
          .query(query)
          .set('accept-language', language)
          .expect(200)
      ).body,
    );

  it('completes a half-typed street with the typed house number, city, state and zip', async () => {
    const [first, ...rest] = await suggest({ q: '123 fayet' });
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      label: '123 Fayetteville St, Raleigh, NC 27601',
      address: '123 Fayetteville St',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
    });
  });

  it('says which restaurants deliver there, by the zone rule of locations/delivery', async () => {
    const [inside] = await suggest({ q: '123 Fayetteville Street' });
    const covering = await request(app)
      .post(`${V1}/locations/delivery`)
      .send({ address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' })
      .expect(200);
    expect(inside?.restaurants.map((r) => r.id)).toEqual(
      (covering.body as { locations: Array<{ id: number }> }).locations.map((l) => l.id),
    );
    expect(inside?.restaurants[0]?.name).toMatch(/\w/);
    // Downtown Charleston is outside every zone.
    const [outside] = await suggest({ q: '12 King St Charleston' });
    expect(outside).toMatchObject({ label: '12 King St, Charleston, SC 29401', restaurants: [] });
  });

  it('matches any spelling of a street word, city, state or zip; five at most, nearest first', async () => {
    expect((await suggest({ q: 'ponce de leon avenue' })).map((s) => s.address)).toEqual([
      'Ponce de Leon Ave',
    ]);
    expect((await suggest({ q: '28209' })).map((s) => s.label)).toEqual([
      'South Blvd, Charlotte, NC 28209',
    ]);
    const mains = await suggest({ q: '9 main st', lat: '34.85', lng: '-82.4' });
    expect(mains.map((s) => s.city)).toEqual(['Greenville', 'Columbia', 'Durham']);
    expect(await suggest({ q: 'st' })).toHaveLength(5);
    expect(await suggest({ q: 'zzz' })).toEqual([]);
  });

  it('only names restaurants that cater on the catering site', async () => {
    const [consumer] = await suggest({ q: 'elm st greensboro' });
    expect(consumer?.restaurants).not.toEqual([]);
    const [catering] = await suggest({ q: 'elm st greensboro', catering: 'true' });
    expect(catering?.restaurants).toEqual([]);
  });

  it.each([
    ['too short', 'a'],
    ['too long', '1'.repeat(101)],
    ['markup', '<script>'],
    ['a query language', 'main st; drop'],
    ['a percent', '100% main'],
  ])('refuses text that is %s with a clear message in the language', async (_why, q) => {
    const en = await request(app).get(`${V1}/locations/delivery/suggest`).query({ q }).expect(400);
    expect(JSON.stringify(en.body)).toContain('2 to 100 letters');
    const es = await request(app)
      .get(`${V1}/locations/delivery/suggest`)
      .query({ q })
      .set('accept-language', 'es')
      .expect(400);
    expect(JSON.stringify(es.body)).toContain('de 2 a 100 letras');
  });

  it('refuses a missing text and a bad position', async () => {
    await request(app).get(`${V1}/locations/delivery/suggest`).expect(400);
    await request(app)
      .get(`${V1}/locations/delivery/suggest`)
      .query({ q: 'main', lat: '91', lng: '0' })
      .expect(400);
  });
});
