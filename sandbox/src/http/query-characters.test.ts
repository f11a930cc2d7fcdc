import request from 'supertest';
import { seededApp } from '../testing/support';

/**
 * NUL and the other control characters (C0 and DEL) have no place in a query: the sandbox
 * refuses them with 400 before any handler reads them (a NUL reached SQLite as a 500).
 */
describe('control characters in a query', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  const CONTROLS = ['%00', '%01', '%09', '%0A', '%0d', '%1b', '%1F', '%7f', 'Raleigh%00NC'];

  it.each(CONTROLS)('locations/search?q=…%s…: 400, not 500', async (control) => {
    const res = await request(app).get(`/ordering/v1/locations/search?q=Ral${control}eigh`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The query must not contain control characters.',
      code: 400,
    });
  });

  it.each([
    '/ordering/v1/locations?catering=%00',
    '/ordering/v1/locations/search?lat=35&lng=-80&q%00=x',
    '/ordering/v1/menus/100101?x=%00',
    '/jobs/search?q=cook%00',
    '/cdn/stories/home?version=%07',
  ])('%s: 400', async (url) => {
    expect((await request(app).get(url)).status).toBe(400);
  });

  it('a query with ordinary text, accents and spaces still works', async () => {
    await request(app).get('/ordering/v1/locations/search?q=Raleigh%2C%20NC').expect(200);
    await request(app).get('/ordering/v1/locations/search?q=S%C3%A3o+Paulo').expect(200);
  });
});
