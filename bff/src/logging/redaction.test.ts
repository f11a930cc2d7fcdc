import request from 'supertest';
import { createApp } from '../app';
import { CAPTCHA_OK, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { closedPort, startUpstream, testConfig } from '../test-support/helpers';
import { createLogger } from './logger';

const SECRETS = {
  accessToken: 'access-secret-7f3a',
  orderingToken: 'ordering-secret-91c2',
  memberToken: 'member-token-1',
  operatorToken: 'operator-secret-x5',
  cookie: 'cookie-secret-aa01',
  password: 'hunter2-password',
  newPassword: 'new-password-b00',
  card: '4111111111111111',
  cvv: 'cvv-737',
  email: 'someone@example.com',
  captcha: CAPTCHA_OK,
  captchaSecret: 'sandbox-captcha-secret',
  brazeKey: 'braze-key-c7',
} as const;

/** Log lines are written on 'finish': wait (bounded) until every request has its line. */
async function linesFor(lines: string[], count: number): Promise<Array<Record<string, unknown>>> {
  for (let i = 0; i < 200; i += 1) {
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    if (parsed.filter((entry) => entry.msg === 'request').length >= count) return parsed;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('request log lines missing');
}

describe('logs carry no tokens, passwords or card data', () => {
  let sandbox: FakeSandbox;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
  });
  afterEach(() => sandbox.close());

  it('at the most verbose level, across successes, refusals and upstream failures', async () => {
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => lines.push(line) });
    const env = {
      ...sandbox.env,
      BRAZE_OPERATOR_TOKEN: SECRETS.operatorToken,
      BRAZE_MEALTIME_KEY: SECRETS.brazeKey,
      BODY_LIMIT: '2kb',
    };
    const app = createApp(testConfig(env), { logger });
    const down = createApp(
      testConfig({
        ...env,
        ORDERING_API_URL: `http://127.0.0.1:${await closedPort()}/ordering/v1`,
      }),
      { logger },
    );
    const slow = await startUpstream((_req, res) => {
      const timer = setTimeout(() => res.end('{}'), 5000);
      res.on('close', () => clearTimeout(timer));
    });
    const late = createApp(
      testConfig({
        ...env,
        ORDERING_API_URL: `${slow.url}/ordering/v1`,
        UPSTREAM_TIMEOUT_MS: '100',
        UPSTREAM_SUBMIT_TIMEOUT_MS: '100',
      }),
      { logger },
    );
    const withCredentials = <T extends request.Test>(test: T): T =>
      test
        .set('authorization', `Bearer ${SECRETS.accessToken}`)
        .set('x-ordering-token', SECRETS.orderingToken)
        .set('x-member-token', SECRETS.memberToken)
        .set('x-operator-token', SECRETS.operatorToken)
        .set('cookie', `session=${SECRETS.cookie}`);

    try {
      const sent = [
        withCredentials(request(app).post(`/api/v1/members/signin?email=${SECRETS.email}`)).send({
          email: SECRETS.email,
          password: SECRETS.password,
          captcha: SECRETS.captcha,
        }),
        withCredentials(request(app).post('/api/v1/members/password')).send({
          current: SECRETS.password,
          new: SECRETS.newPassword,
        }),
        withCredentials(request(app).post('/api/v1/orders/1/submit')).send({
          usertype: 'user',
          payments: [{ cardnumber: SECRETS.card, cvv: SECRETS.cvv, expiry: '12/29' }],
        }),
        withCredentials(request(app).post('/api/submit')).send({
          form: 'contact',
          fields: { password: SECRETS.password },
          captcha: SECRETS.captcha,
        }),
        withCredentials(request(app).post('/api/braze/users/track'))
          .set('client_sub', 'mealtime')
          .send({ attributes: [{ external_id: 'm-1', Language: 'es' }] }),
        withCredentials(request(app).post('/api/braze/users/export/ids'))
          .set('client_sub', 'mealtime')
          .send({ external_ids: ['m-1'] }),
        // Refusals: bad JSON (body-parser keeps the raw body on its error), too large, 401, 404.
        withCredentials(request(app).post('/api/braze/users/track'))
          .set('client_sub', 'mealtime')
          .set('content-type', 'application/json')
          .send(`{"password":"${SECRETS.password}",`),
        withCredentials(request(app).post('/api/v1/orders/1/submit')).send({
          cardnumber: SECRETS.card,
          pad: 'x'.repeat(3000),
        }),
        withCredentials(request(app).get('/api/braze/segments/list')).set(
          'x-operator-token',
          'wrong',
        ),
        withCredentials(request(app).get(`/api/v1/%2e%2e/${SECRETS.card}`)),
        // Upstream failures: 502, 504 and a pending submit.
        withCredentials(request(down).post('/api/v1/members/signin')).send({
          password: SECRETS.password,
        }),
        withCredentials(request(late).post('/api/v1/members/signin')).send({
          password: SECRETS.password,
        }),
        // A submit sent and not answered is pending (202), never "try again".
        withCredentials(request(late).post('/api/v1/orders/1/submit')).send({
          cardnumber: SECRETS.card,
        }),
      ];
      const statuses: number[] = [];
      for (const pending of sent) statuses.push((await pending).status);
      expect(statuses).toEqual([200, 200, 200, 200, 201, 201, 400, 413, 403, 400, 502, 504, 202]);
      const entries = await linesFor(lines, sent.length);
      expect(entries.filter((entry) => entry.msg === 'upstream failed')).toHaveLength(3);
    } finally {
      await slow.close();
    }

    const all = lines.join('\n');
    for (const [name, secret] of Object.entries(SECRETS)) {
      if (all.includes(secret)) throw new Error(`the logs contain ${name}: ${secret}`);
    }
    // The request lines are there, with ids, paths and statuses: the logs are still useful.
    expect(all).toContain('"path":"/api/v1/members/signin"');
    expect(all).toContain('"status":504');
  });
});
