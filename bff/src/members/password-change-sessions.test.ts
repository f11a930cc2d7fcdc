import request from 'supertest';
import { createApp } from '../app';
import { sandboxHandler, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { testConfig } from '../test-support/helpers';

/*
 * A password change or reset ends the member's other sessions upstream; the BFF's
 * own member checks (`/api/braze`, reused for MEMBER_CACHE_MS) must not keep them alive.
 */
describe('member checks after a password change', () => {
  let sandbox: FakeSandbox;
  /** The upstream's sessions: token → member id and e-mail. */
  let sessions: Map<string, { id: string; email: string }>;

  beforeEach(async () => {
    sessions = new Map([
      ['t-phone', { id: 'm-1', email: 'pat@example.com' }],
      ['t-laptop', { id: 'm-1', email: 'pat@example.com' }],
      ['t-lee', { id: 'm-2', email: 'lee@example.com' }],
    ]);
    sandbox = await startFakeSandbox((req, res) => {
      const json = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
      if (req.url === '/ordering/v1/members/get') {
        const member = sessions.get(token);
        if (!member) return json(401, { message: 'Unauthorized' });
        return json(200, { ...member, email: member.email.toUpperCase() });
      }
      if (req.url === '/ordering/v1/members/password') {
        const member = sessions.get(token);
        for (const [other, holder] of sessions) {
          if (other !== token && holder.id === member?.id) sessions.delete(other);
        }
        return json(200, { status: 'ok' });
      }
      if (req.url === '/ordering/v1/members/resetpassword') {
        const { email } = JSON.parse(req.body) as { email: string };
        for (const [other, holder] of sessions) if (holder.email === email) sessions.delete(other);
        return json(200, { status: 'ok' });
      }
      return sandboxHandler(req, res);
    });
  });
  afterEach(() => sandbox.close());

  const app = () => createApp(testConfig({ ...sandbox.env, MEMBER_CACHE_MS: '60000' }));
  const identify = (bff: ReturnType<typeof app>, token: string, memberId: string) =>
    request(bff)
      .post('/api/braze/users/track')
      .set('client_sub', 'mealtime')
      .set('x-member-token', token)
      .send({ attributes: [{ external_id: memberId, Language: 'es' }] });
  const checks = () => sandbox.at('/ordering/v1/members/get').length;

  it('a password change: the other sessions are refused at once, this one and other members still work', async () => {
    const bff = app();
    for (const [token, id] of [
      ['t-phone', 'm-1'],
      ['t-laptop', 'm-1'],
      ['t-lee', 'm-2'],
    ] as const) {
      expect((await identify(bff, token, id)).status).toBe(201);
    }
    expect(checks()).toBe(3);
    await request(bff)
      .post('/api/v1/members/password')
      .set('authorization', 'Bearer t-laptop')
      .send({ current: 'Old-1234', new: 'New-5678' })
      .expect(200);
    expect((await identify(bff, 't-phone', 'm-1')).status).toBe(401);
    expect((await identify(bff, 't-laptop', 'm-1')).status).toBe(201);
    // Another member's check is still reused.
    const before = checks();
    expect((await identify(bff, 't-lee', 'm-2')).status).toBe(201);
    expect(checks()).toBe(before);
  });

  it('a password reset: every session of that e-mail is refused at once', async () => {
    const bff = app();
    expect((await identify(bff, 't-phone', 'm-1')).status).toBe(201);
    expect((await identify(bff, 't-lee', 'm-2')).status).toBe(201);
    await request(bff)
      .post('/api/v1/members/resetpassword')
      .send({ email: 'pat@example.com', token: 'mailed', password: 'New-5678' })
      .expect(200);
    expect((await identify(bff, 't-phone', 'm-1')).status).toBe(401);
    const before = checks();
    expect((await identify(bff, 't-lee', 'm-2')).status).toBe(201);
    expect(checks()).toBe(before);
  });
});
