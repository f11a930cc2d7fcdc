import request from 'supertest';
import { BrazeCallsSchema } from '../contract/schemas';
import { expectShape, seededApp } from '../testing/support';
import { BRAZE_PATHS } from './routes';

const CATERING = { authorization: 'Bearer sandbox-catering-key' };
const MEALTIME = { authorization: 'Bearer sandbox-mealtime-key' };

describe('marketing-automation API', () => {
  const { app, db } = seededApp({ testHooks: true });
  afterAll(() => db.close());

  const calls = async (query: Record<string, string> = {}) =>
    expectShape(
      BrazeCallsSchema,
      (await request(app).get('/braze/_sandbox/calls').query(query).expect(200)).body,
    ).calls;

  it('needs a workspace key', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'sandbox-catering-key' },
    ]) {
      await request(app)
        .post('/braze/users/track')
        .set(headers)
        .send({ events: [{}] })
        .expect(401);
    }
    expect(await calls()).toEqual([]);
  });

  it('answers every §7.4 path and records each call with its workspace', async () => {
    for (const [path, method] of Object.entries(BRAZE_PATHS)) {
      const res =
        method === 'POST'
          ? await request(app)
              .post(`/braze/${path}`)
              .set(CATERING)
              .send({
                external_ids: ['1001'],
                attributes: [{ external_id: '1001', Recent_Location: 101 }],
                user_aliases: [{}],
                aliases_to_identify: [{}],
                segment_id: 'seg-lapsed-90',
              })
          : await request(app).get(`/braze/${path}`).set(MEALTIME).query({
              campaign_id: 'c1',
              canvas_id: 'v1',
              segment_id: 'seg-lapsed-90',
              length: 3,
            });
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.body.message).toBe('success');
    }
    const recorded = await calls();
    expect(recorded.map((c) => c.path)).toEqual(Object.keys(BRAZE_PATHS));
    expect(recorded[0]).toMatchObject({
      workspace: 'catering',
      method: 'POST',
      path: 'users/track',
    });
    expect((await calls({ workspace: 'mealtime' })).every((c) => c.method === 'GET')).toBe(true);
    const series = await request(app)
      .get('/braze/segments/data_series')
      .set(CATERING)
      .query({ segment_id: 'x' });
    expect(series.body.data).toHaveLength(14);
    const exported = await request(app)
      .post('/braze/users/export/ids')
      .set(CATERING)
      .send({ external_ids: ['1001'] });
    expect(exported.body.users).toEqual([{ external_id: '1001', Recent_Location: 101 }]);
  });

  it('records the Add_Product_To_Cart event and clears the list', async () => {
    await request(app)
      .post('/braze/users/track')
      .set(MEALTIME)
      .send({
        events: [
          { external_id: '1001', name: 'Add_Product_To_Cart', properties: { channel: 'Mealtime' } },
        ],
      })
      .expect(200);
    const [call] = await calls({ path: 'users/track', workspace: 'mealtime' });
    expect(call?.body).toMatchObject({ events: [{ name: 'Add_Product_To_Cart' }] });
    await request(app).delete('/braze/_sandbox/calls').expect(204);
    expect(await calls()).toEqual([]);
  });

  it('refuses unknown paths, wrong methods and empty tracks', async () => {
    await request(app).post('/braze/users/delete').set(CATERING).send({}).expect(404);
    await request(app).get('/braze/users/track').set(CATERING).expect(405);
    await request(app).post('/braze/users/track').set(CATERING).send({}).expect(400);
  });
});
