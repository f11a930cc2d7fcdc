import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import {
  ErrorBodySchema,
  GroupViewSchema,
  GuestPartSchema,
  HostGroupSchema,
  OrderSchema,
} from '../contract/schemas';
import { groupOrders } from '../testing/groups';
import { expectShape, seededApp, testClock, V1 } from '../testing/support';

const MINUTE = 60_000;

describe('group orders: a host, guests, one box', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());

  const { cutoffIn, hostBox, join, add, part } = groupOrders(app, clock);

  const refusal = (res: { status: number; body: unknown }) => ({
    status: res.status,
    ...expectShape(ErrorBodySchema, res.body),
  });

  it('shares a box: guests add their own parts, which the host sees under their names', async () => {
    const { box, group } = await hostBox();
    expect(group).toMatchObject({ host_name: 'Dana', state: 'open', guests: [] });
    expect(group.restaurant.name).toBeTruthy();

    const ana = await join(group.token, 'Ana');
    const ben = await join(group.token, 'Ben');
    await add(group.token, ana.secret, 'Buttermilk Biscuit', 2).expect(200);
    await add(group.token, ben.secret, 'Honey Butter Biscuit').expect(200);

    // A guest sees their own lines only, and what they come to.
    const anas = await part(group.token, ana.secret);
    expect(anas.products.map((line) => line.name)).toEqual(['Buttermilk Biscuit']);
    expect(anas.subtotal).toBeGreaterThan(0);
    expect(anas.remaining).toBeNull();

    // Anyone with the link sees who is in, never what they ordered.
    const view = expectShape(
      GroupViewSchema,
      (await request(app).get(`${V1}/groups/${group.token}`).expect(200)).body,
    );
    expect(view.guests).toEqual([
      { name: 'Ana', done: false },
      { name: 'Ben', done: false },
    ]);
    expect(JSON.stringify(view)).not.toContain('Biscuit');

    // The host's box holds every line, each under its guest.
    const hosts = expectShape(
      OrderSchema,
      (await request(app).get(`${V1}/orders/${box.id}`).expect(200)).body,
    );
    expect(hosts.products.map((line) => [line.name, line.guest?.name])).toEqual([
      ['Buttermilk Biscuit', 'Ana'],
      ['Honey Butter Biscuit', 'Ben'],
    ]);
    const forHost = expectShape(
      HostGroupSchema,
      (await request(app).get(`${V1}/orders/${box.id}/group`).expect(200)).body,
    );
    expect(forHost.guests.map((g) => [g.name, g.subtotal])).toEqual([
      ['Ana', anas.subtotal],
      ['Ben', expect.any(Number)],
    ]);
  });

  it('keeps each guest to their own part: another guest’s line cannot be taken out', async () => {
    const { group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    const ben = await join(group.token, 'Ben');
    const [anasLine] = expectShape(
      GuestPartSchema,
      (await add(group.token, ana.secret, 'Cinnamon Biscuit Bites')).body,
    ).products;
    const taken = await request(app).delete(
      `${V1}/groups/${group.token}/guests/${ben.secret}/products/${anasLine?.id}`,
    );
    expect(refusal(taken)).toMatchObject({ status: 404, code: 131 });
    expect((await part(group.token, ana.secret)).products).toHaveLength(1);
    // A secret of another group leads nowhere here.
    const other = await hostBox();
    const stranger = await join(other.group.token, 'Cy');
    expect(
      refusal(await request(app).get(`${V1}/groups/${group.token}/guests/${stranger.secret}`)),
    ).toMatchObject({ status: 404, code: 270 });
  });

  it('says a part is done, and not done again once it changes', async () => {
    const { group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    await add(group.token, ana.secret, 'Buttermilk Biscuit').expect(200);
    await request(app).post(`${V1}/groups/${group.token}/guests/${ana.secret}/done`).expect(200);
    expect((await part(group.token, ana.secret)).guest.done).toBe(true);
    await add(group.token, ana.secret, 'Honey Butter Biscuit').expect(200);
    expect((await part(group.token, ana.secret)).guest.done).toBe(false);
  });

  it('refuses a part over the host’s spending limit whole, and says the limit', async () => {
    const { group } = await hostBox({ spending_limit: 5 });
    const ana = await join(group.token, 'Ana');
    await add(group.token, ana.secret, 'Buttermilk Biscuit').expect(200);
    const over = await add(group.token, ana.secret, 'Buttermilk Biscuit', 10);
    expect(refusal(over)).toEqual({
      status: 422,
      code: 274,
      message: "[274] That would take your part over the host's limit of $5.00.",
    });
    const kept = await part(group.token, ana.secret);
    expect(kept.products.map((line) => line.quantity)).toEqual([1]);
    expect(kept.remaining).toBeCloseTo(5 - kept.subtotal, 2);
  });

  it('refuses a guest past the limit, and says so in Spanish', async () => {
    const { group } = await hostBox({ guest_limit: 1 });
    await join(group.token, 'Ana');
    const full = await request(app)
      .post(`${V1}/groups/${group.token}/guests`)
      .set('accept-language', 'es')
      .send({ name: 'Ben' });
    expect(refusal(full)).toEqual({
      status: 409,
      code: 273,
      message:
        '[273] Este pedido en grupo está lleno: ya tiene todos los invitados que permite quien organiza.',
    });
  });

  it('closes at the cutoff: guests change nothing, their parts still read, the host still edits', async () => {
    const { box, group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    const [line] = expectShape(
      GuestPartSchema,
      (await add(group.token, ana.secret, 'Buttermilk Biscuit')).body,
    ).products;
    clock.advance(31 * MINUTE);
    expect(refusal(await add(group.token, ana.secret, 'Cinnamon Biscuit Bites'))).toMatchObject({
      status: 409,
      code: 271,
    });
    expect(
      refusal(await request(app).post(`${V1}/groups/${group.token}/guests`).send({ name: 'Ben' })),
    ).toMatchObject({ status: 409, code: 271 });
    expect((await part(group.token, ana.secret)).group.state).toBe('closed');
    await request(app).delete(`${V1}/orders/${box.id}/products/${line?.id}`).expect(200);
    expect((await part(group.token, ana.secret)).products).toEqual([]);
  });

  it('ends when the host ends it: guests are told, their lines stay in the box', async () => {
    const { box, group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    await add(group.token, ana.secret, 'Buttermilk Biscuit').expect(200);
    await request(app).delete(`${V1}/orders/${box.id}/group`).expect(200);
    expect(refusal(await add(group.token, ana.secret, 'Cinnamon Biscuit Bites'))).toMatchObject({
      status: 410,
      code: 272,
      message: '[272] The host has ended this group order.',
    });
    const view = expectShape(
      GroupViewSchema,
      (await request(app).get(`${V1}/groups/${group.token}`).expect(200)).body,
    );
    expect(view.state).toBe('ended');
    expect((await request(app).get(`${V1}/orders/${box.id}`)).body.products).toHaveLength(1);
  });

  it('keeps each guest’s part theirs when the host moves the box to another restaurant', async () => {
    const { box, group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    await add(group.token, ana.secret, 'Buttermilk Biscuit').expect(200);
    await request(app)
      .post(`${V1}/orders/${box.id}/transfer`)
      .send({ menu_id: 100107 })
      .expect(200);
    expect((await part(group.token, ana.secret)).products.map((line) => line.name)).toEqual([
      'Buttermilk Biscuit',
    ]);
  });

  it('says the group ended when the host drops the box (a host who leaves)', async () => {
    const { box, group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    await request(app).delete(`${V1}/orders/${box.id}/abandon`).expect(204);
    expect(refusal(await add(group.token, ana.secret, 'Buttermilk Biscuit'))).toMatchObject({
      status: 410,
      code: 272,
    });
    expect((await part(group.token, ana.secret)).group.state).toBe('ended');
  });

  it('takes two guests adding at once, each line in its own part', async () => {
    const { group } = await hostBox();
    const [ana, ben] = await Promise.all([join(group.token, 'Ana'), join(group.token, 'Ben')]);
    await Promise.all([
      add(group.token, ana!.secret, 'Buttermilk Biscuit').expect(200),
      add(group.token, ben!.secret, 'Cinnamon Biscuit Bites').expect(200),
    ]);
    expect((await part(group.token, ana!.secret)).products.map((l) => l.name)).toEqual([
      'Buttermilk Biscuit',
    ]);
    expect((await part(group.token, ben!.secret)).products.map((l) => l.name)).toEqual([
      'Cinnamon Biscuit Bites',
    ]);
  });

  it('refuses a link to nothing, an empty name, a cutoff out of bounds and limits out of bounds', async () => {
    expect(refusal(await request(app).get(`${V1}/groups/not-a-group-token-at-all`))).toMatchObject({
      status: 404,
      code: 270,
    });
    const { box, group } = await hostBox();
    expect(
      refusal(await request(app).post(`${V1}/groups/${group.token}/guests`).send({ name: '  ' })),
    ).toMatchObject({ status: 400, code: 275 });
    const start = (body: Record<string, unknown>) =>
      request(app)
        .post(`${V1}/orders/${box.id}/group`)
        .send({ host_name: 'Dana', cutoff: cutoffIn(30), ...body });
    expect(refusal(await start({ cutoff: cutoffIn(2) }))).toMatchObject({ code: 276 });
    expect(refusal(await start({ cutoff: cutoffIn(8 * 24 * 60) }))).toMatchObject({ code: 276 });
    expect(refusal(await start({ cutoff: 'tomorrow' }))).toMatchObject({ code: 276 });
    expect(refusal(await start({ guest_limit: 0 }))).toMatchObject({ code: 277 });
    expect(refusal(await start({ spending_limit: 0.5 }))).toMatchObject({ code: 277 });
    expect(refusal(await start({ host_name: 'x'.repeat(41) }))).toMatchObject({ code: 275 });
    // A name that would pass for another (a right-to-left override) is no name.
    expect(refusal(await start({ host_name: '\u202eenoD' }))).toMatchObject({ code: 275 });
  });

  it('tells everyone watching of a change as it happens (server-sent events)', async () => {
    const { group } = await hostBox();
    const server = http.createServer(app as Express).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    /** A watcher's stream and the `change` events it got. */
    const watcher = async () => {
      const events: string[] = [];
      const stream = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`http://127.0.0.1:${port}${V1}/groups/${group.token}/events`, resolve),
      );
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        for (const block of chunk.split('\n\n')) {
          if (block.startsWith('event: change')) events.push(block);
        }
      });
      return { stream, events };
    };
    /** Waits until each watcher has `count` changes, 2 s at most. */
    const seen = async (watchers: Array<{ events: string[] }>, count: number) => {
      const short = () => watchers.some(({ events }) => events.length < count);
      for (let waited = 0; short() && waited < 2000; waited += 25) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const { events } of watchers) expect(events.length).toBeGreaterThanOrEqual(count);
    };
    try {
      // The host and a guest watch the same group.
      const watchers = [await watcher(), await watcher()];
      await seen(watchers, 1);
      const joinedAt = Date.now();
      await join(group.token, 'Ana');
      await seen(watchers, 2);
      expect(Date.now() - joinedAt).toBeLessThan(2000);
      for (const { events } of watchers) expect(events[1]).not.toEqual(events[0]);
      // One leaves; the other still hears.
      watchers[0]?.stream.destroy();
      await join(group.token, 'Ben');
      await seen(watchers.slice(1), 3);
      watchers[1]?.stream.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses to watch a link to nothing, before any stream opens', async () => {
    const res = await request(app).get(`${V1}/groups/not-a-group-token-at-all/events`);
    expect(refusal(res)).toMatchObject({ status: 404, code: 270 });
  });
});
