import request from 'supertest';
import { createApp } from '../app';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { closedPort, startUpstream, testConfig } from '../test-support/helpers';

/** The site names its device alias by label; the BFF gives the name (`device-alias.ts`). */
const deviceAlias = { alias_label: 'device' };
const ISSUED_ALIAS = /^[A-Za-z0-9_-]{22}$/;
const addProductEvent = {
  name: 'Add_Product_To_Cart',
  time: '2025-05-01T12:00:00Z',
  properties: { product: 'Chicken Biscuit', cart_items: 2, cost: 8.99, channel: 'Mealtime' },
};

describe('/api/braze', () => {
  let sandbox: FakeSandbox;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
    app = createApp(testConfig(sandbox.env));
  });
  afterEach(() => sandbox.close());

  const track = (body: unknown) =>
    request(app)
      .post('/api/braze/users/track')
      .set('client_sub', 'mealtime')
      .send(body as object);

  describe('workspace and key', () => {
    it('forwards with the workspace key from the server, never the client authorization', async () => {
      const res = await request(app)
        .post('/api/braze/users/track')
        .set('client_sub', 'catering')
        .set('x-device-id', 'device-abc-123')
        .set('authorization', 'Bearer client-chosen-key')
        .set('cookie', 'session=1')
        .set('x-operator-token', 'sandbox-operator-token')
        .set('x-request-id', 'req-braze-1')
        .send({ attributes: [{ user_alias: deviceAlias, Channel: 'Catering' }] });
      expect(res.status).toBe(201);
      expect(res.body.workspace).toBe('catering');
      const [call] = sandbox.at('/braze/');
      expect(call?.url).toBe('/braze/users/track');
      expect(call?.headers.authorization).toBe('Bearer sandbox-catering-key');
      expect(call?.headers['x-request-id']).toBe('req-braze-1');
      expect(call?.headers['content-type']).toBe('application/json');
      for (const header of ['cookie', 'x-operator-token', 'x-device-id', 'client_sub']) {
        expect(call?.headers[header]).toBeUndefined();
      }
      expect(JSON.parse(call?.body ?? '')).toEqual({
        attributes: [
          {
            user_alias: { alias_name: expect.stringMatching(ISSUED_ALIAS), alias_label: 'device' },
            Channel: 'Catering',
          },
        ],
      });
    });

    it('uses the mealtime key for client_sub mealtime (any case)', async () => {
      const res = await request(app)
        .post('/api/braze/users/track')
        .set('client_sub', 'Mealtime')
        .send({ events: [{ user_alias: deviceAlias, ...addProductEvent }] });
      expect(res.body.workspace).toBe('mealtime');
    });

    it.each([undefined, '', 'other', 'catering,mealtime'])(
      'refuses client_sub %p with 400 and no call',
      async (workspace) => {
        const req = request(app).post('/api/braze/users/track');
        if (workspace !== undefined) req.set('client_sub', workspace);
        const res = await req.send({
          attributes: [{ user_alias: deviceAlias, Channel: 'Mealtime' }],
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/client_sub/);
        expect(sandbox.requests).toHaveLength(0);
      },
    );
  });

  describe('allow-list', () => {
    it.each([
      '/api/braze/users/delete',
      '/api/braze/users/merge',
      '/api/braze/campaigns/list',
      '/api/braze/users/track/extra',
      '/api/braze/users',
      '/api/braze',
      '/api/braze/',
      '/api/braze/USERS/TRACK',
      '/api/braze/users/track/',
      '/api/braze/email/blacklist',
    ])('404 for %s', async (path) => {
      const res = await request(app).post(path).set('client_sub', 'mealtime').send({});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
      expect(sandbox.requests).toHaveLength(0);
    });

    it('405 for another method, with Allow', async () => {
      const res = await request(app).get('/api/braze/users/track').set('client_sub', 'mealtime');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      const post = await request(app)
        .post('/api/braze/segments/list')
        .set('client_sub', 'mealtime')
        .set('x-operator-token', 'sandbox-operator-token');
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
      expect(sandbox.requests).toHaveLength(0);
    });

    it('415 for a body that is not JSON, 413 over the body limit', async () => {
      const text = await request(app)
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .set('content-type', 'text/plain')
        .send('attributes');
      expect(text.status).toBe(415);
      const limited = createApp(testConfig({ ...sandbox.env, BODY_LIMIT: '1kb' }));
      const big = await request(limited)
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .send({ attributes: [{ user_alias: deviceAlias, Channel: 'x'.repeat(2000) }] });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ message: 'Request body is too large.' });
      expect(sandbox.requests).toHaveLength(0);
    });
  });

  describe('user-scoped calls', () => {
    it('lets an anonymous browser track its own device alias: Recent_Location and the cart event', async () => {
      const res = await track({
        attributes: [{ user_alias: deviceAlias, Recent_Location: { id: 101, menu_id: 100101 } }],
        events: [{ user_alias: deviceAlias, ...addProductEvent }],
      });
      expect(res.status).toBe(201);
      expect(sandbox.at('/braze/')).toHaveLength(1);
      expect(sandbox.at('/ordering/')).toHaveLength(0);
    });

    it.each([
      ['another device', { alias_name: 'someone-else', alias_label: 'device' }],
      ['another label', { alias_label: 'email' }],
    ])('403 for %s alias', async (_name, alias) => {
      const res = await track({ attributes: [{ user_alias: alias, Channel: 'Mealtime' }] });
      expect(res.status).toBe(403);
      expect(sandbox.requests).toHaveLength(0);
    });

    it.each([
      [
        'an attribute the site never sets',
        { attributes: [{ user_alias: deviceAlias, email: 'a@b.c' }] },
      ],
      [
        'a bad Recent_Location',
        { attributes: [{ user_alias: deviceAlias, Recent_Location: 'x' }] },
      ],
      [
        'another event',
        { events: [{ user_alias: deviceAlias, ...addProductEvent, name: 'Purchase' }] },
      ],
      [
        'an event property the site never sends',
        { events: [{ user_alias: deviceAlias, ...addProductEvent, properties: { email: 'x' } }] },
      ],
      [
        'a bad channel',
        {
          events: [
            { user_alias: deviceAlias, ...addProductEvent, properties: { channel: 'Other' } },
          ],
        },
      ],
      [
        'a bad time',
        { events: [{ user_alias: deviceAlias, ...addProductEvent, time: 'yesterday' }] },
      ],
      ['purchases', { purchases: [{ user_alias: deviceAlias, product_id: 'x', price: 1 }] }],
      [
        'both identifiers',
        { attributes: [{ user_alias: deviceAlias, external_id: 'm-1', Channel: 'Catering' }] },
      ],
      ['no identifier', { attributes: [{ Channel: 'Catering' }] }],
      ['a braze_id', { attributes: [{ braze_id: 'b', Channel: 'Catering' }] }],
      ['an empty call', {}],
      [
        'too many items',
        {
          attributes: Array.from({ length: 11 }, () => ({
            user_alias: deviceAlias,
            Channel: 'Catering',
          })),
        },
      ],
      ['an array body', []],
    ])('400 for %s', async (_name, body) => {
      const res = await track(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'This marketing call is not allowed.' });
      expect(sandbox.requests).toHaveLength(0);
    });

    it('400 for a prototype key, refused at the door before any marketing check', async () => {
      const res = await track(
        JSON.parse(
          '{"attributes":[{"user_alias":{"alias_name":"device-abc-123","alias_label":"device"},"__proto__":1}]}',
        ),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Bad request' });
      expect(sandbox.requests).toHaveLength(0);
    });

    it("accepts the signed-in member's own external id, checked with members/get", async () => {
      const res = await track({ events: [{ external_id: 'm-1', ...addProductEvent }] }).set(
        'x-member-token',
        'member-token-1',
      );
      expect(res.status).toBe(201);
      const [check] = sandbox.at('/ordering/v1/members/get');
      expect(check?.headers.authorization).toBe('Bearer member-token-1');
      expect(check?.headers['x-client-type']).toBe('web');
      expect(check?.headers['user-agent']).toBe('web');
      expect(sandbox.at('/braze/')).toHaveLength(1);
    });

    it('reuses a member check for a while', async () => {
      for (let i = 0; i < 3; i += 1) {
        await track({ attributes: [{ external_id: 'm-1', Language: 'es' }] })
          .set('x-member-token', 'Bearer member-token-1')
          .expect(201);
      }
      expect(sandbox.at('/ordering/v1/members/get')).toHaveLength(1);
      expect(sandbox.at('/braze/')).toHaveLength(3);
    });

    it('a member who signs out through the site is refused at once, whatever was cached', async () => {
      const identify = () =>
        track({ attributes: [{ external_id: 'm-1', Language: 'es' }] }).set(
          'x-member-token',
          'member-token-1',
        );
      await identify().expect(201);
      await request(app)
        .delete('/api/v1/members/signout')
        .set('authorization', 'Bearer member-token-1')
        .expect(200);
      // The ordering API would still vouch for the token: the BFF ends it itself.
      expect((await identify()).status).toBe(401);
      expect(sandbox.at('/braze/')).toHaveLength(1);
    });

    it.each(['bearer member-token-1', '  BEARER   member-token-1 '])(
      'a sign-out sent as %j ends the token too (the scheme is read in any case)',
      async (header) => {
        const identify = () =>
          track({ attributes: [{ external_id: 'm-1', Language: 'es' }] }).set(
            'x-member-token',
            'member-token-1',
          );
        await identify().expect(201);
        await request(app)
          .delete('/api/v1/members/signout')
          .set('authorization', header)
          .expect(200);
        expect(sandbox.at('/ordering/v1/members/signout')[0]?.headers.authorization).toBe(
          'Bearer member-token-1',
        );
        expect((await identify()).status).toBe(401);
        expect(sandbox.at('/braze/')).toHaveLength(1);
      },
    );

    it("403 for another member's external id", async () => {
      const res = await track({ attributes: [{ external_id: 'm-2', Language: 'es' }] }).set(
        'x-member-token',
        'member-token-1',
      );
      expect(res.status).toBe(403);
      expect(sandbox.at('/braze/')).toHaveLength(0);
    });

    it('401 for an external id without a token, or with a refused one', async () => {
      const none = await track({ attributes: [{ external_id: 'm-1', Language: 'es' }] });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ message: 'Sign in required.' });
      const refused = await track({ attributes: [{ external_id: 'm-1', Language: 'es' }] }).set(
        'x-member-token',
        'stolen',
      );
      expect(refused.status).toBe(401);
      expect(sandbox.at('/braze/')).toHaveLength(0);
    });

    it('users/alias/new: the device alias, optionally for the own member id', async () => {
      await request(app)
        .post('/api/braze/users/alias/new')
        .set('client_sub', 'catering')
        .send({ user_aliases: [deviceAlias] })
        .expect(201);
      await request(app)
        .post('/api/braze/users/alias/new')
        .set('client_sub', 'catering')
        .set('x-member-token', 'member-token-1')
        .send({ user_aliases: [{ ...deviceAlias, external_id: 'm-1' }] })
        .expect(201);
      await request(app)
        .post('/api/braze/users/alias/new')
        .set('client_sub', 'catering')
        .set('x-member-token', 'member-token-1')
        .send({ user_aliases: [{ ...deviceAlias, external_id: 'm-2' }] })
        .expect(403);
      expect(sandbox.at('/braze/')).toHaveLength(2);
    });

    it('users/identify: the device alias into the own member id, and only when signed in', async () => {
      const body = { aliases_to_identify: [{ external_id: 'm-1', user_alias: deviceAlias }] };
      const anonymous = await request(app)
        .post('/api/braze/users/identify')
        .set('client_sub', 'mealtime')
        .send(body);
      expect(anonymous.status).toBe(401);
      const own = await request(app)
        .post('/api/braze/users/identify')
        .set('client_sub', 'mealtime')
        .set('x-member-token', 'member-token-1')
        .send(body);
      expect(own.status).toBe(201);
      const merged = await request(app)
        .post('/api/braze/users/identify')
        .set('client_sub', 'mealtime')
        .set('x-member-token', 'member-token-1')
        .send({
          aliases_to_identify: [{ external_id: 'm-1', user_alias: deviceAlias }],
          merge_behavior: 'all',
        });
      expect(merged.status).toBe(400);
      expect(sandbox.at('/braze/')).toHaveLength(1);
    });
  });

  describe('device alias issued by the BFF', () => {
    const setCookieOf = (res: request.Response): string[] =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const forwardedAlias = (index: number): unknown => {
      const body = JSON.parse(sandbox.at('/braze/')[index]?.body ?? '{}');
      return (body.attributes ?? body.user_aliases ?? body.aliases_to_identify)[0];
    };
    /** A browser: its cookies kept between calls, as a browser keeps them. */
    const browser = async () => {
      const agent = request.agent(app);
      await agent
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .send({ attributes: [{ user_alias: deviceAlias, Channel: 'Mealtime' }] })
        .expect(201);
      const alias = (forwardedAlias(sandbox.at('/braze/').length - 1) as { user_alias: object })
        .user_alias as { alias_name: string };
      return { agent, alias: alias.alias_name };
    };

    it('names the alias from a signed HttpOnly cookie it sets, the same on every call', async () => {
      const first = await track({ attributes: [{ user_alias: deviceAlias, Channel: 'Mealtime' }] });
      expect(first.status).toBe(201);
      const [cookie] = setCookieOf(first);
      expect(cookie).toMatch(/^qsr_alias=/);
      expect(cookie).toMatch(/; Path=\/api\/braze/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      const name = (forwardedAlias(0) as { user_alias: { alias_name: string } }).user_alias
        .alias_name;
      expect(name).toMatch(ISSUED_ALIAS);
      const again = await track({
        events: [{ user_alias: { alias_name: name, alias_label: 'device' }, ...addProductEvent }],
      }).set('cookie', cookie!.split(';')[0]!);
      expect(again.status).toBe(201);
      expect(setCookieOf(again)).toEqual([]);
      const body = JSON.parse(sandbox.at('/braze/')[1]?.body ?? '{}');
      expect(body.events[0].user_alias).toEqual({ alias_name: name, alias_label: 'device' });
    });

    it('gives a new browser one alias for every item of its first call', async () => {
      const res = await track({
        attributes: [{ user_alias: deviceAlias, Channel: 'Mealtime' }],
        events: [{ user_alias: deviceAlias, ...addProductEvent }],
      });
      expect(res.status).toBe(201);
      expect(setCookieOf(res)).toHaveLength(1);
      const body = JSON.parse(sandbox.at('/braze/')[0]?.body ?? '{}');
      expect(body.events[0].user_alias).toEqual(body.attributes[0].user_alias);
    });

    it("an attacker cannot claim a victim's alias by x-device-id, alias_name or cookie", async () => {
      const victim = await browser();
      const attacker = await browser();
      expect(attacker.alias).not.toBe(victim.alias);
      const sent = sandbox.at('/braze/').length;
      const claim = {
        attributes: [
          { user_alias: { alias_name: victim.alias, alias_label: 'device' }, Language: 'es' },
        ],
      };
      // With its own cookie, naming the victim's alias in the header and the body.
      const named = await attacker.agent
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .set('x-device-id', victim.alias)
        .send(claim);
      expect(named.status).toBe(403);
      // Without a cookie, or with the victim's name in an unsigned or forged one.
      for (const cookie of [
        undefined,
        `qsr_alias=${victim.alias}`,
        `qsr_alias=${encodeURIComponent(`${victim.alias}.forged`)}`,
      ]) {
        const req = request(app)
          .post('/api/braze/users/track')
          .set('client_sub', 'mealtime')
          .set('x-device-id', victim.alias);
        if (cookie) req.set('cookie', cookie);
        expect((await req.send(claim)).status).toBe(403);
      }
      // Merging the victim's alias into the attacker's own member profile.
      const identify = await attacker.agent
        .post('/api/braze/users/identify')
        .set('client_sub', 'mealtime')
        .set('x-device-id', victim.alias)
        .set('x-member-token', 'member-token-1')
        .send({
          aliases_to_identify: [
            { external_id: 'm-1', user_alias: { alias_name: victim.alias, alias_label: 'device' } },
          ],
        });
      expect(identify.status).toBe(403);
      expect(sandbox.at('/braze/')).toHaveLength(sent);
      // The label alone, with the victim's x-device-id: the attacker's own alias goes, not the victim's.
      await attacker.agent
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .set('x-device-id', victim.alias)
        .send({ attributes: [{ user_alias: deviceAlias, Language: 'es' }] })
        .expect(201);
      expect(forwardedAlias(sent)).toMatchObject({
        user_alias: { alias_name: attacker.alias, alias_label: 'device' },
      });
    });

    it('replicas sharing DEVICE_COOKIE_SECRET read one alias; another secret does not', async () => {
      const env = { ...sandbox.env, DEVICE_COOKIE_SECRET: 'shared-secret' };
      const [one, two] = [createApp(testConfig(env)), createApp(testConfig(env))];
      const other = createApp(testConfig({ ...env, DEVICE_COOKIE_SECRET: 'another-secret' }));
      const body = { attributes: [{ user_alias: deviceAlias, Channel: 'Mealtime' }] };
      const first = await request(one)
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .send(body)
        .expect(201);
      const cookie = setCookieOf(first)[0]!.split(';')[0]!;
      for (const target of [two, other]) {
        await request(target)
          .post('/api/braze/users/track')
          .set('client_sub', 'mealtime')
          .set('cookie', cookie)
          .send(body)
          .expect(201);
      }
      const names = [0, 1, 2].map(
        (i) => (forwardedAlias(i) as { user_alias: { alias_name: string } }).user_alias.alias_name,
      );
      expect(names[1]).toBe(names[0]);
      expect(names[2]).not.toBe(names[0]);
    });
  });

  describe('operator calls', () => {
    const operatorPaths: Array<['GET' | 'POST', string]> = [
      ['POST', 'users/export/ids'],
      ['POST', 'users/export/segment'],
      ['POST', 'messages/send'],
      ['POST', 'campaigns/trigger/send'],
      ['POST', 'canvas/trigger/send'],
      ['GET', 'campaigns/data_series'],
      ['GET', 'campaigns/details'],
      ['GET', 'canvas/data_series'],
      ['GET', 'canvas/data_summary'],
      ['GET', 'segments/list'],
      ['GET', 'segments/data_series'],
      ['GET', 'segments/details'],
    ];

    const send = (method: 'GET' | 'POST', path: string, token?: string, target = app) => {
      const req =
        method === 'GET'
          ? request(target).get(`/api/braze/${path}`)
          : request(target)
              .post(`/api/braze/${path}`)
              .send({ external_ids: ['m-1'] });
      req.set('client_sub', 'mealtime');
      if (token !== undefined) req.set('x-operator-token', token);
      return req;
    };

    it.each(operatorPaths)(
      '%s %s: 401 without, 403 wrong, forwarded right',
      async (method, path) => {
        const without = await send(method, path);
        expect(without.status).toBe(401);
        expect(without.body).toEqual({ message: 'Operator credential required.' });
        const wrong = await send(method, path, 'guess');
        expect(wrong.status).toBe(403);
        expect(sandbox.requests).toHaveLength(0);
        const right = await send(method, path, 'sandbox-operator-token');
        expect(right.status).toBe(201);
        expect(sandbox.at('/braze/')).toHaveLength(1);
        expect(sandbox.requests[0]?.headers.authorization).toBe('Bearer sandbox-mealtime-key');
      },
    );

    it('401 before 400: no workspace needed to be told a credential is required', async () => {
      const res = await request(app).get('/api/braze/segments/list');
      expect(res.status).toBe(401);
    });

    it('uses BRAZE_OPERATOR_TOKEN, and refuses everything in production without one', async () => {
      const custom = createApp(testConfig({ ...sandbox.env, BRAZE_OPERATOR_TOKEN: 'op-secret' }));
      expect((await send('GET', 'segments/list', 'sandbox-operator-token', custom)).status).toBe(
        403,
      );
      expect((await send('GET', 'segments/list', 'op-secret', custom)).status).toBe(201);
      const production = createApp(testConfig({ ...sandbox.env, SITE_ENV: 'production' }));
      expect(
        (await send('GET', 'segments/list', 'sandbox-operator-token', production)).status,
      ).toBe(403);
      expect(sandbox.at('/braze/')).toHaveLength(1);
    });

    it.each([
      ['campaigns/data_series?campaign_id=c1', 'campaign_id=c1&length=7'],
      [
        'canvas/data_series?canvas_id=v1&ending_at=2025-01-08',
        'canvas_id=v1&ending_at=2025-01-08&length=7',
      ],
      ['canvas/data_summary?canvas_id=v1', 'canvas_id=v1&length=7'],
      ['segments/data_series?segment_id=s1', 'segment_id=s1&length=14'],
      ['segments/data_series?segment_id=s1&length=30', 'segment_id=s1&length=30'],
      [
        'canvas/data_series?canvas_id=v1&starting_at=2025-01-01',
        'canvas_id=v1&starting_at=2025-01-01',
      ],
      ['campaigns/details?campaign_id=c1', 'campaign_id=c1'],
    ])('analytics window: %s → ?%s', async (path, query) => {
      await send('GET', path, 'sandbox-operator-token').expect(201);
      const [pathOnly] = path.split('?');
      expect(sandbox.requests[0]?.url).toBe(`/braze/${pathOnly}?${query}`);
    });

    it.each(['length=0', 'length=101', 'length=abc', 'length=7&length=8', 'length=-1'])(
      '400 for %s',
      async (query) => {
        const res = await send(
          'GET',
          `segments/data_series?segment_id=s1&${query}`,
          'sandbox-operator-token',
        );
        expect(res.status).toBe(400);
        expect(sandbox.requests).toHaveLength(0);
      },
    );
  });
});

describe('/api/braze upstream failures', () => {
  const body = { attributes: [{ user_alias: deviceAlias, Channel: 'Mealtime' }] };

  it('502 when the marketing API refuses connections', async () => {
    const port = await closedPort();
    const app = createApp(testConfig({ BRAZE_URL: `http://127.0.0.1:${port}/braze` }));
    const res = await request(app)
      .post('/api/braze/users/track')
      .set('client_sub', 'mealtime')
      .send(body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'Connection issue. Please try again.' });
  });

  it('504 when it does not answer in time', async () => {
    const slow = await startUpstream((_req, res) => {
      const timer = setTimeout(() => res.end('{}'), 5000);
      res.on('close', () => clearTimeout(timer));
    });
    try {
      const app = createApp(
        testConfig({ BRAZE_URL: `${slow.url}/braze`, UPSTREAM_TIMEOUT_MS: '200' }),
      );
      const res = await request(app)
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .send(body);
      expect(res.status).toBe(504);
      expect(res.body).toEqual({ message: 'Connection issue. Please try again.' });
    } finally {
      await slow.close();
    }
  });

  it('502 when the member check cannot reach the ordering API, and nothing is sent', async () => {
    const sandbox = await startFakeSandbox();
    const port = await closedPort();
    try {
      const app = createApp(
        testConfig({
          ...sandbox.env,
          ORDERING_API_URL: `http://127.0.0.1:${port}/ordering/v1`,
          BRAZE_URL: `${sandbox.url}/braze`,
        }),
      );
      const res = await request(app)
        .post('/api/braze/users/track')
        .set('client_sub', 'mealtime')
        .set('x-member-token', 'member-token-1')
        .send({ attributes: [{ external_id: 'm-1', Language: 'es' }] });
      expect(res.status).toBe(502);
      expect(sandbox.requests).toHaveLength(0);
    } finally {
      await sandbox.close();
    }
  });
});
