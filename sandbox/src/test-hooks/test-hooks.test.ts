import type { Express } from 'express';
import request from 'supertest';
import { ErrorBodySchema, SignInResponseSchema } from '../contract/schemas';
import { DEMO_EMAIL } from '../fixtures/members';
import { startSandboxProcess } from '../testing/process';
import {
  CAPTCHA,
  expectShape,
  placeOrder,
  RALEIGH_MENU,
  RALEIGH_PLAIN_PRODUCT,
  seededApp,
  V1,
} from '../testing/support';
import { TEST_HOOK_PATHS } from './mount';

jest.setTimeout(60_000);

const HOOKS = Object.values(TEST_HOOK_PATHS);
const SSO_CODES = ['sandbox-sso-ok', `sandbox-sso:${DEMO_EMAIL}`, 'sandbox-sso:new@example.com'];

/** Status, type and body of an answer, to compare two answers whole. */
async function answerOf(app: Express | string, method: 'get' | 'delete', path: string) {
  const res = await request(app)[method](path).query({ email: DEMO_EMAIL });
  return { status: res.status, type: res.headers['content-type'], body: res.body as unknown };
}

/** The same service's answer to a path that was never there. */
const unknownBeside = (path: string) => path.replace('/_sandbox/', '/_no_such_path/');

describe('test hooks, off by default', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  it.each(HOOKS.flatMap((path) => [['get', path] as const, ['delete', path] as const]))(
    '%s %s answers exactly as an unknown path',
    async (method, path) => {
      // A sign-up has put a code in the mailbox: it must not be readable.
      await request(app).post(`${V1}/members/create`).send({
        first_name: 'Mo',
        last_name: 'Hidden',
        email: DEMO_EMAIL,
        phone: '9195550100',
        password: 'Biscuits987',
        captcha: CAPTCHA,
      });
      const hook = await answerOf(app, method, path);
      expect(hook).toEqual(await answerOf(app, method, unknownBeside(path)));
      expect(hook.status).toBe(404);
      expect(expectShape(ErrorBodySchema, hook.body)).toEqual({ message: 'Not found', code: 404 });
    },
  );

  it('refuses the sandbox SSO codes as it refuses any bad code', async () => {
    const bad = await request(app).post(`${V1}/members/sso`).send({ code: 'not-a-code' });
    expect(bad.status).toBe(400);
    for (const code of SSO_CODES) {
      const res = await request(app).post(`${V1}/members/sso`).send({ code });
      expect({ code, status: res.status, body: res.body }).toEqual({
        code,
        status: 400,
        body: { message: '[218] We could not sign you in with that account.', code: 218 },
      });
    }
  });

  it('stays off in the sandbox process started without SANDBOX_TEST_HOOKS', async () => {
    const { child, base } = await startSandboxProcess({
      SANDBOX_DB: ':memory:',
      SANDBOX_TEST_HOOKS: undefined,
    });
    try {
      for (const path of HOOKS) {
        expect(await answerOf(base, 'get', path)).toEqual(
          await answerOf(base, 'get', unknownBeside(path)),
        );
      }
      const sso = await request(base).post(`${V1}/members/sso`).send({ code: 'sandbox-sso-ok' });
      expect(sso.body.code).toBe(218);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

/** A status step short enough to see an order move within a test. */
const STEP_MS = 200;

describe('test hooks on (SANDBOX_TEST_HOOKS=true)', () => {
  const { app, db } = seededApp({ testHooks: true, statusStepMs: STEP_MS });
  afterAll(() => db.close());

  it('answers every /_sandbox route', async () => {
    const postOnly: string[] = [
      TEST_HOOK_PATHS.ssoCodes,
      TEST_HOOK_PATHS.groupCutoff,
      TEST_HOOK_PATHS.kitchenStart,
      TEST_HOOK_PATHS.points,
    ];
    for (const path of HOOKS.filter((hook) => !postOnly.includes(hook))) {
      const res = await request(app).get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await request(app).delete(TEST_HOOK_PATHS.mailbox).expect(204);
    await request(app).delete(TEST_HOOK_PATHS.brazeCalls).expect(204);
  });

  it('signs in with the sandbox SSO codes', async () => {
    for (const [code, email] of [
      ['sandbox-sso-ok', DEMO_EMAIL],
      ['sandbox-sso:new.sso@example.com', 'new.sso@example.com'],
    ]) {
      const res = await request(app).post(`${V1}/members/sso`).send({ code }).expect(200);
      expect(expectShape(SignInResponseSchema, res.body).data.user.email).toBe(email);
    }
  });

  it('mints one-time SSO codes: each signs its member in once', async () => {
    const minted = await request(app)
      .post(TEST_HOOK_PATHS.ssoCodes)
      .send({ email: 'minted.sso@example.com' })
      .expect(201);
    expect(minted.headers['cache-control']).toBe('no-store');
    const { code } = minted.body as { code: string };
    expect(code).toMatch(/^test-sso-[\w-]{32}$/);
    const res = await request(app).post(`${V1}/members/sso`).send({ code }).expect(200);
    expect(expectShape(SignInResponseSchema, res.body).data.user.email).toBe(
      'minted.sso@example.com',
    );
    const again = await request(app).post(`${V1}/members/sso`).send({ code });
    expect(again.body).toEqual({
      message: '[218] We could not sign you in with that account.',
      code: 218,
    });
    await request(app).post(TEST_HOOK_PATHS.ssoCodes).send({ email: 'not-an-email' }).expect(400);
  });

  it("passes a group order's cutoff now: guests see it closed and can join no more", async () => {
    const box = (await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }))
      .body as { id: string };
    const cutoff = new Date(Date.now() + 30 * 60_000).toISOString();
    const started = await request(app)
      .post(`${V1}/orders/${box.id}/group`)
      .send({ host_name: 'Dana', cutoff })
      .expect(200);
    const { token } = started.body as { token: string };
    const passed = await request(app).post(`${TEST_HOOK_PATHS.groupCutoff}/${token}`).expect(204);
    expect(passed.headers['cache-control']).toBe('no-store');
    expect((await request(app).get(`${V1}/groups/${token}`)).body).toMatchObject({
      state: 'closed',
    });
    const join = await request(app).post(`${V1}/groups/${token}/guests`).send({ name: 'Eli' });
    expect(join.body).toMatchObject({ code: 271 });
    await request(app).post(`${TEST_HOOK_PATHS.groupCutoff}/no-such-token`).expect(404);
  });

  it('starts a placed order in the kitchen now, whatever its time; an open order is not one', async () => {
    const box = (await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }))
      .body as { id: string };
    await request(app).post(`${TEST_HOOK_PATHS.kitchenStart}/${box.id}`).expect(404);
    await request(app)
      .post(`${V1}/orders/${box.id}/products`)
      .send({ products: [{ id: RALEIGH_PLAIN_PRODUCT, quantity: 1, choices: [] }] })
      .expect(200);
    // Scheduled days ahead: it waits as received until the kitchen starts it.
    const { times } = (
      await request(app)
        .get(`${V1}/menus/${RALEIGH_MENU}/times`)
        .query({
          from: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          to: new Date(Date.now() + 4 * 86_400_000).toISOString(),
        })
        .expect(200)
    ).body as { times: string[] };
    await request(app)
      .put(`${V1}/orders/${box.id}/time`)
      .send({ time: { mode: 'scheduled', wanted: times[0] } })
      .expect(200);
    await placeOrder(app, box.id);
    const status = async () =>
      ((await request(app).get(`${V1}/orders/${box.id}/status`)).body as { status: string }).status;
    expect(await status()).toBe('received');
    const started = await request(app)
      .post(`${TEST_HOOK_PATHS.kitchenStart}/${box.id}`)
      .expect(204);
    expect(started.headers['cache-control']).toBe('no-store');
    await new Promise((resolve) => setTimeout(resolve, STEP_MS + 50));
    expect(await status()).toBe('in_progress');
  });

  it('gives a member points as if earned; an unknown e-mail is no member', async () => {
    const { tokens } = (
      await request(app)
        .post(`${V1}/members/signin`)
        .send({ email: DEMO_EMAIL, password: 'Biscuits123!', captcha: CAPTCHA })
        .expect(200)
    ).body.data as { tokens: Record<string, string> };
    const balance = async () =>
      (
        (
          await request(app)
            .get(`${V1}/members/rewards`)
            .set('x-ordering-token', tokens['ordering.access.token']!)
            .expect(200)
        ).body as { points: number }
      ).points;
    const before = await balance();
    await request(app)
      .post(TEST_HOOK_PATHS.points)
      .send({ email: DEMO_EMAIL, points: 200 })
      .expect(204);
    expect(await balance()).toBe(before + 200);
    await request(app)
      .post(TEST_HOOK_PATHS.points)
      .send({ email: 'nobody@example.com', points: 5 })
      .expect(404);
    await request(app)
      .post(TEST_HOOK_PATHS.points)
      .send({ email: DEMO_EMAIL, points: -5 })
      .expect(400);
  });

  it('answers in the sandbox process started with SANDBOX_TEST_HOOKS=true', async () => {
    const { child, base } = await startSandboxProcess({
      SANDBOX_DB: ':memory:',
      SANDBOX_TEST_HOOKS: 'true',
    });
    try {
      await request(base).get(TEST_HOOK_PATHS.mailbox).expect(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
