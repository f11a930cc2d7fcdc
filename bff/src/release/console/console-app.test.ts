import { readFileSync } from 'node:fs';
import request from 'supertest';
import { createLogger } from '../../logging/logger';
import { AttemptLimits, memoryLimiters } from '../../security/attempt-limits';
import { createTelemetry } from '../../telemetry/telemetry';
import { buildRelease } from '../commands';
import { addManager, removeManager, setManagerPassword } from '../managers';
import { fakeRepo, setPackageVersion, testContext } from '../test-fixtures';
import type session from 'express-session';
import { connectSharedStore } from '../../shared-store/redis';
import { startRedisServer } from '../../test-support/redis-server';
import { createReleaseConsole } from './console-app';
import { SharedSessionStore } from './console-sessions';

const silent = createLogger('silent');
const PASSWORDS = {
  alice: 'alice-console-pass',
  rob: 'rob-console-pass',
  vic: 'vic-console-pass',
};

/**
 * A release store with careers 1.0.0 (pinned in production) and 1.1.0 released; alice an
 * admin, rob a releaser, vic a viewer, each with a console password.
 */
async function consoleFor(sessionStore?: session.Store) {
  const ctx = testContext(fakeRepo());
  await buildRelease(ctx, 'careers');
  setPackageVersion(ctx.repoRoot, 'careers', '1.1.0');
  await buildRelease(ctx, 'careers');
  const { releaseRoot } = ctx;
  await addManager(releaseRoot, 'rob', 'alice', ctx.now(), 'releaser');
  await addManager(releaseRoot, 'vic', 'alice', ctx.now(), 'viewer');
  for (const [name, password] of Object.entries(PASSWORDS)) {
    // A cheap hash for tests (2^10); the console reads the cost each hash was made with.
    await setManagerPassword(releaseRoot, name, password, 10);
  }
  await ctx.pins.update({ environment: 'production', channel: 'default' }, async (file) => ({
    changed: true,
    file: {
      ...file,
      pins: { careers: { version: '1.0.0', since: '2026-05-01T09:00:00.000Z', by: 'alice' } },
      history: [
        {
          remote: 'careers' as const,
          action: 'pin' as const,
          version: '1.0.0',
          previous: null,
          at: '2026-05-01T09:00:00.000Z',
          by: 'alice',
        },
      ],
    },
  }));
  const telemetry = createTelemetry();
  const app = createReleaseConsole({
    store: { repoRoot: ctx.repoRoot, releaseRoot, pins: ctx.pins },
    remoteBuilds: {
      resolve: async () => [
        { name: 'careers', version: '1.0.0', entry: '', manifest: '', source: 'release' } as never,
      ],
    },
    telemetry,
    environment: 'production',
    limits: new AttemptLimits(memoryLimiters, silent),
    sessionStore,
    secret: 'a-secret-for-tests-only-0123456789',
    secureCookies: false,
    logger: silent,
  });
  const pinsFile = () =>
    JSON.parse(
      readFileSync(ctx.pins.where({ environment: 'production', channel: 'default' }), 'utf8'),
    );
  return { app, ctx, telemetry, pinsFile };
}

const csrfOf = (page: string) => /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

async function signIn(agent: ReturnType<typeof request.agent>, name: string, password: string) {
  const form = await agent.get('/release/sign-in');
  return agent
    .post('/release/sign-in')
    .type('form')
    .send({ _csrf: csrfOf(form.text), name, password });
}

/** Signs `name` in and resolves to the agent and the console's page. */
async function signedIn(app: Parameters<typeof request.agent>[0], name: keyof typeof PASSWORDS) {
  const agent = request.agent(app);
  const answer = await signIn(agent, name, PASSWORDS[name]);
  expect(answer.status).toBe(303);
  const page = await agent.get('/release');
  expect(page.status).toBe(200);
  return { agent, page: page.text, csrf: csrfOf(page.text) };
}

const act = (
  agent: ReturnType<typeof request.agent>,
  csrf: string,
  fields: Record<string, string>,
) =>
  agent
    .post('/release/act')
    .type('form')
    .send({ _csrf: csrf, env: 'production', channel: 'default', ...fields });

describe('the release console (/release on the admin port)', () => {
  it('sends a visitor without a session to sign in, on a page no one frames or caches', async () => {
    const { app } = await consoleFor();
    const page = await request(app).get('/release');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/release/sign-in');
    const form = await request(app).get('/release/sign-in');
    expect(form.text).toContain('name="password" type="password"');
    expect(form.headers['content-security-policy']).toContain("script-src 'self'");
    expect(form.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(form.headers['cache-control']).toBe('no-store');
    expect((await request(app).get('/release/series.json')).status).toBe(401);
    // Paths are case-sensitive, as the session cookie's path is: no other case reaches a page.
    for (const path of ['/Release', '/RELEASE/sign-in', '/release/Series.json']) {
      expect((await request(app).get(path)).status).toBe(404);
    }
  });

  it('signs a manager in by password only, with a new HttpOnly, SameSite=Strict session', async () => {
    const { app } = await consoleFor();
    const agent = request.agent(app);
    const wrong = await signIn(agent, 'rob', 'not-robs-password');
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('That name and password do not sign in a release manager.');
    const unknown = await signIn(agent, 'mallory', PASSWORDS.rob);
    expect(unknown.status).toBe(401);

    const form = await agent.get('/release/sign-in');
    const before = String(form.headers['set-cookie'] ?? '');
    const right = await agent
      .post('/release/sign-in')
      .type('form')
      .send({ _csrf: csrfOf(form.text), name: 'rob', password: PASSWORDS.rob });
    expect(right.status).toBe(303);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/^qsr_release_console=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/release');
    // The session id changes at sign-in: one planted before it signs nobody in.
    expect(cookie.split(';')[0]).not.toBe(before.split(';')[0]);
    const page = await agent.get('/release');
    expect(page.text).toContain('Signed in as <b>rob</b> (releaser)');
  });

  it('slows a guesser: past five wrong passwords for a name, it is refused for a while', async () => {
    const { app } = await consoleFor();
    const agent = request.agent(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await signIn(agent, 'rob', `guess-${i}-xx`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(agent, 'rob', PASSWORDS.rob);
    expect(refused.status).toBe(429);
    expect(refused.text).toMatch(/Too many attempts: try again in \d+ min\./);
  });

  it('refuses an action without the form token, and writes nothing', async () => {
    const { app, pinsFile } = await consoleFor();
    const { agent } = await signedIn(app, 'rob');
    const forged = await act(agent, 'not-the-token', {
      action: 'pin',
      remote: 'careers',
      version: '1.1.0',
    });
    expect(forged.status).toBe(403);
    const missing = await agent
      .post('/release/act')
      .type('form')
      .send({ env: 'production', action: 'pin', remote: 'careers', version: '1.1.0' });
    expect(missing.status).toBe(403);
    expect(pinsFile().pins.careers.version).toBe('1.0.0');
  });

  it('starts a canary as the signed-in releaser, recorded as them, and says so on the next page', async () => {
    const { app, pinsFile } = await consoleFor();
    const { agent, csrf } = await signedIn(app, 'rob');
    const started = await act(agent, csrf, {
      action: 'start',
      remote: 'careers',
      version: '1.1.0',
      stages: '10,50,100',
      auto: 'on',
    });
    expect(started.status).toBe(303);
    expect(started.headers.location).toBe('/release#pins-production-default');
    const file = pinsFile();
    expect(file.canaries.careers).toMatchObject({
      version: '1.1.0',
      stages: [10, 50, 100],
      advance: 'auto',
      by: 'rob',
    });
    expect(file.history.at(-1)).toMatchObject({ action: 'canary-start', by: 'rob', share: 10 });
    const page = (await agent.get('/release')).text;
    expect(page).toContain('careers@1.1.0 is a canary in production for the default channel: 10 %');
    expect(page).toContain('10 % of 10 → 50 → 100');
    // Shown once.
    expect((await agent.get('/release')).text).not.toContain('is a canary in production');

    const aborted = await act(agent, csrf, {
      action: 'abort',
      remote: 'careers',
      reason: 'a spike of 500s',
    });
    expect(aborted.status).toBe(303);
    expect(pinsFile().history.at(-1)).toMatchObject({
      action: 'canary-abort',
      by: 'rob',
      reason: 'a spike of 500s',
    });
  });

  it('lets a viewer read but not act, even with a forged form', async () => {
    const { app, pinsFile } = await consoleFor();
    const { agent, page, csrf } = await signedIn(app, 'vic');
    expect(page).toContain('careers');
    expect(page).not.toContain('value="start"');
    expect(page).not.toContain('value="pin"');
    await act(agent, csrf, { action: 'pin', remote: 'careers', version: '1.1.0' });
    expect((await agent.get('/release')).text).toContain(
      'vic is a viewer: only a releaser or an admin may do that.',
    );
    expect(pinsFile().pins.careers.version).toBe('1.0.0');
  });

  it('refuses a control character in any field, naming the field, and writes nothing', async () => {
    const { app, pinsFile } = await consoleFor();
    const { agent, csrf } = await signedIn(app, 'alice');
    await act(agent, csrf, { action: 'start', remote: 'careers', version: '1.1.0' });
    await act(agent, csrf, {
      action: 'abort',
      remote: 'careers',
      reason: 'fine\nalice pinned 9.9.9',
    });
    expect((await agent.get('/release')).text).toContain(
      'The field &quot;reason&quot; holds a control character (U+000A)',
    );
    expect(pinsFile().canaries.careers.version).toBe('1.1.0');
    const twice = await agent
      .post('/release/act')
      .type('form')
      .send(
        `_csrf=${encodeURIComponent(csrf)}&env=production&action=pin&remote=careers&version=1.1.0&version=1.0.0`,
      );
    expect(twice.status).toBe(303);
    expect((await agent.get('/release')).text).toContain(
      'Each field of the form is sent once, as text.',
    );
  });

  it('escapes what the store holds: a reason written by hand never becomes markup', async () => {
    const { app, ctx } = await consoleFor();
    await ctx.pins.update({ environment: 'production', channel: 'default' }, async (file) => ({
      changed: true,
      file: {
        ...file,
        history: [
          ...file.history,
          {
            remote: 'careers' as const,
            action: 'canary-abort' as const,
            version: '1.1.0',
            previous: '1.0.0',
            at: '2026-05-01T09:30:00.000Z',
            by: 'canary judge',
            reason: '<img src=x onerror=alert(1)>',
          },
        ],
      },
    }));
    const { page } = await signedIn(app, 'vic');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('freezes an environment (an admin), refuses a releaser there, and previews a pin set', async () => {
    const { app, pinsFile } = await consoleFor();
    const admin = await signedIn(app, 'alice');
    await act(admin.agent, admin.csrf, { action: 'pin', remote: 'careers', version: '1.1.0' });
    await act(admin.agent, admin.csrf, { action: 'freeze', reason: 'the holiday weekend' });
    const frozenPage = (await admin.agent.get('/release')).text;
    expect(frozenPage).toContain('Frozen since');
    expect(frozenPage).toContain('by alice: the holiday weekend');

    const releaser = await signedIn(app, 'rob');
    await act(releaser.agent, releaser.csrf, { action: 'rollback', remote: 'careers' });
    expect((await releaser.agent.get('/release')).text).toContain('only an admin changes its pins');
    expect(pinsFile().pins.careers.version).toBe('1.1.0');

    // The first pin set (#1: careers@1.0.0) against what is live, then restored by the admin.
    await act(admin.agent, admin.csrf, { action: 'preview', to: '1' });
    const preview = (await admin.agent.get('/release')).text;
    expect(preview).toMatch(/careers\s+1\.1\.0 → 1\.0\.0/);
    expect(pinsFile().pins.careers.version).toBe('1.1.0');
    await act(admin.agent, admin.csrf, { action: 'restore', to: '1' });
    expect(pinsFile().pins.careers.version).toBe('1.0.0');
    // Chosen by time instead: the last set at or before it (#2, careers@1.1.0), over the list's id.
    const secondAt = pinsFile().history[1].at as string;
    await act(admin.agent, admin.csrf, { action: 'restore', to: '1', at: secondAt });
    expect(pinsFile().pins.careers.version).toBe('1.1.0');
    expect(pinsFile().history.at(-1)).toMatchObject({ action: 'restore', by: 'alice' });
  });

  it('ends a session at sign-out, and when its manager is removed', async () => {
    const { app, ctx } = await consoleFor();
    const { agent, csrf } = await signedIn(app, 'rob');
    const out = await agent.post('/release/sign-out').type('form').send({ _csrf: csrf });
    expect(out.headers.location).toBe('/release/sign-in');
    expect((await agent.get('/release')).status).toBe(303);

    const vic = await signedIn(app, 'vic');
    await removeManager(ctx.releaseRoot, 'vic');
    const after = await vic.agent.get('/release');
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/release/sign-in');
  });

  it('serves its own assets only: uPlot, its script and styles', async () => {
    const { app } = await consoleFor();
    expect((await request(app).get('/release/assets/uPlot.iife.min.js')).status).toBe(200);
    expect((await request(app).get('/release/assets/console.js')).text).toContain('uPlot');
    for (const path of [
      '/release/assets/..%2Fconsole-app.ts',
      '/release/assets/toString',
      '/release/assets/%2e%2e',
    ]) {
      expect((await request(app).get(path)).status).toBe(404);
    }
  });
});

describe("the console's sessions in Redis (REDIS_URL)", () => {
  it('holds a sign-in for every replica, and answers at once, not hangs, when Redis stalls', async () => {
    const redis = await startRedisServer();
    const shared = connectSharedStore(redis.url, silent);
    try {
      await shared.whenUp(5000);
      const store = new SharedSessionStore(shared);
      const { app } = await consoleFor(store);
      const { agent } = await signedIn(app, 'rob');
      const cookie = (await agent.get('/release')).request.cookies;
      // Another replica, same store and secret: the same session.
      const { app: other } = await consoleFor(store);
      const there = await request(other).get('/release').set('cookie', cookie);
      expect(there.text).toContain('Signed in as <b>rob</b>');

      redis.pause();
      const started = Date.now();
      const stalled = await agent.get('/release');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(stalled.status).toBe(503);
      expect(stalled.text).toContain('nothing was changed');
      redis.resume();
    } finally {
      await shared.close();
      await redis.stop();
    }
  }, 20_000);
});
