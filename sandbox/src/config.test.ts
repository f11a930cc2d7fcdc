import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DB_FILE, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('defaults to port 4010 on 127.0.0.1 and .data/sandbox.sqlite at the repo root', () => {
    expect(loadConfig({})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      dbFile: DEFAULT_DB_FILE,
      statusStepMs: 20_000,
      requireVerify: true,
      tokenTtlMs: 24 * 60 * 60 * 1000,
      testHooks: false,
      scale: 'fixtures',
      cardNetworkMs: 0,
    });
    expect(DEFAULT_DB_FILE).toBe(path.join(REPO_ROOT, '.data', 'sandbox.sqlite'));
    expect(fs.existsSync(path.join(REPO_ROOT, 'sandbox', 'package.json'))).toBe(true);
  });

  it('reads SANDBOX_PORT and SANDBOX_DB', () => {
    expect(loadConfig({ SANDBOX_PORT: '4999', SANDBOX_DB: '/tmp/x.sqlite' })).toMatchObject({
      port: 4999,
      dbFile: '/tmp/x.sqlite',
    });
    expect(loadConfig({ SANDBOX_DB: ':memory:' }).dbFile).toBe(':memory:');
    // docker-compose.yml: reachable from the BFF's container.
    expect(loadConfig({ SANDBOX_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ SANDBOX_DB: '.data/other.sqlite' }).dbFile).toBe(
      path.join(REPO_ROOT, '.data', 'other.sqlite'),
    );
  });

  it('reads SANDBOX_CARD_NETWORK_SECONDS: seconds, refused when not a time', () => {
    expect(loadConfig({ SANDBOX_CARD_NETWORK_SECONDS: '2.5' }).cardNetworkMs).toBe(2500);
    expect(() => loadConfig({ SANDBOX_CARD_NETWORK_SECONDS: 'soon' })).toThrow(
      "SANDBOX_CARD_NETWORK_SECONDS must be a positive number of seconds, got 'soon'",
    );
  });

  it('reads SANDBOX_SCALE: the fixtures, or a chain on top of them', () => {
    expect(loadConfig({ SANDBOX_SCALE: 'chain' }).scale).toBe('chain');
    expect(loadConfig({ SANDBOX_SCALE: ' Fixtures ' }).scale).toBe('fixtures');
    expect(() => loadConfig({ SANDBOX_SCALE: 'huge' })).toThrow(
      "SANDBOX_SCALE must be fixtures or chain, got 'huge'",
    );
  });

  it('reads the status step, the verification switch and the token lifetime', () => {
    expect(
      loadConfig({
        SANDBOX_STATUS_STEP_SECONDS: '0.5',
        SANDBOX_REQUIRE_VERIFY: 'false',
        SANDBOX_TOKEN_TTL_SECONDS: '60',
      }),
    ).toMatchObject({ statusStepMs: 500, requireVerify: false, tokenTtlMs: 60_000 });
    expect(() => loadConfig({ SANDBOX_STATUS_STEP_SECONDS: '-1' })).toThrow(/STATUS_STEP/);
    expect(() => loadConfig({ SANDBOX_REQUIRE_VERIFY: 'maybe' })).toThrow(/REQUIRE_VERIFY/);
  });

  it('switches the test hooks on only when SANDBOX_TEST_HOOKS says so', () => {
    expect(loadConfig({ SANDBOX_TEST_HOOKS: 'true' }).testHooks).toBe(true);
    expect(loadConfig({ SANDBOX_TEST_HOOKS: 'false' }).testHooks).toBe(false);
    expect(loadConfig({ SANDBOX_TEST_HOOKS: '' }).testHooks).toBe(false);
    expect(() => loadConfig({ SANDBOX_TEST_HOOKS: 'maybe' })).toThrow(/SANDBOX_TEST_HOOKS/);
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ SANDBOX_PORT: 'abc' })).toThrow(/SANDBOX_PORT/);
    expect(() => loadConfig({ SANDBOX_PORT: '70000' })).toThrow(/SANDBOX_PORT/);
  });
});
