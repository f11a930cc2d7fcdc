import { createLogger } from '../logging/logger';
import { createUpstreamAgent } from '../proxy/agents';
import { connectSharedStore, type SharedStore } from '../shared-store/redis';
import { closedPort } from '../test-support/ports';
import { sandboxHandler } from '../test-support/fake-sandbox';
import { startUpstream, type TestServer } from '../test-support/helpers';
import { createMemberTokens, redisSignedOutTokens } from './member-identity';

/**
 * The signed-out tokens live in the shared store. While it is away a check neither refuses
 * every member (an outage would sign everyone out) nor trusts a cached answer (the token may
 * have been signed out through another replica): it asks the ordering API, which refuses a
 * signed-out token itself, and it does so at once.
 */
describe('member tokens while the shared store is away', () => {
  let api: TestServer;
  let store: SharedStore;

  beforeAll(async () => {
    api = await startUpstream(sandboxHandler);
    store = connectSharedStore(`redis://127.0.0.1:${await closedPort()}`, createLogger('silent'));
  });
  afterAll(async () => {
    await store.close();
    await api.close();
  });

  const tokens = (withStore: boolean) =>
    createMemberTokens({
      orderingApiUrl: `${api.url}/ordering/v1`,
      agent: createUpstreamAgent(api.url),
      timeoutMs: 2000,
      cacheMs: 60_000,
      signedOutTokens: withStore ? redisSignedOutTokens(store) : undefined,
    });
  const checks = () => api.requests.filter((req) => req.url === '/ordering/v1/members/get').length;

  it('asks the ordering API each time instead of trusting a cached answer, and answers at once', async () => {
    const members = tokens(true);
    const before = checks();
    const started = Date.now();
    expect(await members.resolve('member-token-1', 'r1')).toBe('m-1');
    expect(await members.resolve('member-token-1', 'r2')).toBe('m-1');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(checks() - before).toBe(2);
    expect(await members.resolve('not-a-member', 'r3')).toBeNull();
  });

  it('a sign-out through this replica is still refused at once', async () => {
    const members = tokens(true);
    expect(await members.resolve('member-token-2', 'r1')).toBe('m-2');
    await members.signedOut('member-token-2');
    const before = checks();
    expect(await members.resolve('member-token-2', 'r2')).toBeNull();
    expect(checks()).toBe(before);
  });

  it('without a shared store the answer is reused (the case the store’s absence must not change)', async () => {
    const members = tokens(false);
    const before = checks();
    await members.resolve('member-token-1', 'r1');
    await members.resolve('member-token-1', 'r2');
    expect(checks() - before).toBe(1);
  });
});
