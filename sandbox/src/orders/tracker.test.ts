import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../db/database';
import { OrderStatusSchema } from '../contract/schemas';
import {
  expectShape,
  placeOrder,
  RALEIGH_MENU,
  RALEIGH_PLAIN_PRODUCT,
  seededApp,
  testClock,
  V1,
} from '../testing/support';

const STEP = 20_000;
const clock = testClock();
let app: Express;
let db: Db;
beforeAll(() => {
  ({ app, db } = seededApp({ now: clock.now, statusStepMs: STEP }));
});
afterAll(() => db.close());

/** A placed order with one biscuit at Raleigh, for delivery to a Raleigh door or for curbside. */
async function placed(handoff: 'delivery' | 'curbside') {
  const { id } = (
    await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }).expect(200)
  ).body as { id: string };
  await request(app)
    .post(`${V1}/orders/${id}/products`)
    .send({ products: [{ id: RALEIGH_PLAIN_PRODUCT, quantity: 1, choices: [] }] })
    .expect(200);
  if (handoff === 'delivery') {
    await request(app)
      .put(`${V1}/orders/${id}/address`)
      .send({
        type: 'dispatch',
        address: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' },
      })
      .expect(200);
  } else {
    await request(app).put(`${V1}/orders/${id}/handoff/curbside`).expect(200);
  }
  await placeOrder(app, id);
  return id;
}

const status = async (id: string) =>
  expectShape(
    OrderStatusSchema,
    (await request(app).get(`${V1}/orders/${id}/status`).expect(200)).body,
  );

describe('following a placed order', () => {
  it('a delivery: each step with its time, the courier moving to the door, then delivered', async () => {
    const id = await placed('delivery');
    const received = await status(id);
    expect(received.steps?.map((step) => step.status)).toEqual(['received']);
    expect(received.courier).toBeUndefined();
    clock.advance(STEP);
    expect((await status(id)).steps?.map((step) => step.status)).toEqual([
      'received',
      'in_progress',
    ]);
    clock.advance(2 * STEP);
    const leaving = await status(id);
    expect(leaving.status).toBe('out_for_delivery');
    clock.advance(STEP);
    const halfway = await status(id);
    expect(halfway.courier?.arrives_at).toBe(leaving.courier?.arrives_at);
    // Nearer the door half way than when it left the restaurant.
    const moved = Math.hypot(
      (halfway.courier?.lat ?? 0) - (leaving.courier?.lat ?? 0),
      (halfway.courier?.lng ?? 0) - (leaving.courier?.lng ?? 0),
    );
    expect(moved).toBeGreaterThan(0);
    clock.advance(STEP);
    const done = await status(id);
    expect(done.status).toBe('completed');
    expect(done.courier).toBeUndefined();
    expect(done.steps?.map((step) => step.status)).toEqual([
      'received',
      'in_progress',
      'out_for_delivery',
      'completed',
    ]);
    const times = (done.steps ?? []).map((step) => Date.parse(step.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(done.steps?.[3]?.at).toBe(leaving.courier?.arrives_at);
  });

  it('curbside: “I’m here” with the spot and the car, on the status and the kitchen’s ticket', async () => {
    const id = await placed('curbside');
    await request(app)
      .post(`${V1}/orders/${id}/arrival`)
      .send({ spot: ' 12 ', vehicle: { make: 'Ford', color: 'Blue' } })
      .expect(200);
    expect((await status(id)).arrival).toEqual({
      at: expect.any(String),
      spot: '12',
      vehicle: { make: 'Ford', color: 'Blue' },
    });
    const ticket = await request(app).get(`/kitchen/orders/${id}`).expect(200);
    expect(ticket.text).toContain('I’m here: Parking spot 12, Blue Ford');
    const spanish = await request(app)
      .get(`/kitchen/orders/${id}`)
      .set('accept-language', 'es')
      .expect(200);
    expect(spanish.text).toContain('Ya llegué: Lugar de estacionamiento 12, Ford Blue');
    // A second word corrects the spot and keeps the car.
    await request(app).post(`${V1}/orders/${id}/arrival`).send({ spot: 'B4' }).expect(200);
    expect((await status(id)).arrival).toMatchObject({ spot: 'B4', vehicle: { make: 'Ford' } });
    for (const wrong of [{ spot: '12\u0000' }, { spot: 'x'.repeat(21) }, { vehicle: { make: 1 } }])
      await request(app).post(`${V1}/orders/${id}/arrival`).send(wrong).expect(400);
  });

  it('streams each change as a status event, and ends with the last', async () => {
    const id = await placed('delivery');
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const events: string[] = [];
      const ended = new Promise<void>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}${V1}/orders/${id}/events`, (res) => {
            expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              for (const block of chunk.split('\n\n'))
                if (block.startsWith('event: status')) events.push(block);
            });
            res.on('end', resolve);
          })
          .on('error', reject);
      });
      await waitFor(() => events.length === 1);
      expect(events[0]).toContain('"status":"received"');
      clock.advance(STEP);
      await waitFor(() => events.length === 2);
      expect(events[1]).toContain('"status":"in_progress"');
      clock.advance(10 * STEP);
      await ended;
      expect(events.at(-1)).toContain('"status":"completed"');
    } finally {
      server.close();
    }
  });
});

async function waitFor(check: () => boolean, withinMs = 3_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
