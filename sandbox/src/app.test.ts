import request from 'supertest';
import { ErrorBodySchema, HealthSchema } from './contract/schemas';
import { expectShape, seededApp } from './testing/support';

describe('sandbox app', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  it('answers the health check', async () => {
    const res = await request(app).get('/healthz').expect(200);
    expect(expectShape(HealthSchema, res.body)).toEqual({ ok: true });
  });

  it.each([
    '/nope',
    '/ordering/v1',
    '/ordering/v1/unknown',
    '/ordering/v2/carts/1',
    '/api/v1/locations',
  ])('answers 404 JSON for the unknown path %s', async (path) => {
    const res = await request(app).get(path).expect(404).expect('content-type', /json/);
    expect(expectShape(ErrorBodySchema, res.body)).toEqual({ message: 'Not found', code: 404 });
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    const res = await request(app)
      .post('/ordering/v1/locations')
      .set('content-type', 'application/json')
      .send('{"oops"')
      .expect(400);
    expect(expectShape(ErrorBodySchema, res.body).code).toBe(400);
  });

  it('echoes the request id', async () => {
    await request(app)
      .get('/healthz')
      .set('x-request-id', 'abc-123')
      .expect('x-request-id', 'abc-123');
  });

  it('does not advertise express', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
