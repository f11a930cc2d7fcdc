import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT, SANDBOX_WALLET } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      cateringPort: 2001,
      host: undefined,
      orderingApiUrl: 'http://127.0.0.1:4010/ordering/v1',
      orderingApiV2Url: 'http://127.0.0.1:4010/ordering/v2',
      upstreamTimeoutMs: 1500,
      answerWithinMs: 1800,
      submitTimeoutMs: 10000,
      streamStallMs: 15000,
      streamClientMax: 50,
      upstreamKeepAliveMs: 4000,
      firstScreenWaitMs: 400,
      brandName: 'Biscuit Barn',
      siteEnv: 'development',
      publicOrigins: { default: 'http://localhost:3000', catering: 'http://localhost:2001' },
      contentApiUrl: 'http://127.0.0.1:4010/cdn',
      contentToken: 'sandbox-public-token',
      couponLimitMax: 20,
      formsUrl: 'http://127.0.0.1:4010/forms/submit',
      jobsApiUrl: 'http://127.0.0.1:4010/jobs',
      careersSheetUrl: 'http://127.0.0.1:4010/sheets/careers',
      brazeUrl: 'http://127.0.0.1:4010/braze',
      brazeKeys: { catering: 'sandbox-catering-key', mealtime: 'sandbox-mealtime-key' },
      brazeOperatorToken: 'sandbox-operator-token',
      captchaVerifyUrl: 'http://127.0.0.1:4010/captcha/siteverify',
      captchaSecret: 'sandbox-captcha-secret',
      botCheck: { scriptUrl: '/bot-check/api.js', siteKey: 'sandbox-site-key' },
      sandboxBotCheckScriptUrl: 'http://127.0.0.1:4010/captcha/api.js',
      mapsApiKey: undefined,
      placesApiKey: undefined,
      wallet: SANDBOX_WALLET,
      bodyLimitBytes: 102400,
      rateLimitMax: 10,
      telemetryRateMax: 30,
      telemetryAddressRateMax: 600,
      telemetryClientSessions: 5,
      rateLimitWindowMs: 60000,
      accountLimitMax: 10,
      accountLimitWindowMs: 900000,
      accountDelayMaxMs: 60000,
      deviceCookieSecret: undefined,
      paymentLimitMax: 30,
      groupJoinLimitMax: 60,
      addressSuggestLimitMax: 120,
      headersTimeoutMs: 10000,
      requestTimeoutMs: 30000,
      trustedProxies: [],
      mapsOrigins: [],
      captchaOrigins: [],
      readyProbeUrl: 'http://127.0.0.1:4010/healthz',
      readyTimeoutMs: 2000,
      readyOrderingApi: 'required',
      memberCacheMs: 30000,
      shutdownGraceMs: 10000,
      redisUrl: undefined,
      sharedStore: {
        connectTimeoutMs: 1000,
        commandTimeoutMs: 500,
        breakerFailures: 3,
        breakerResetMs: 2000,
      },
      hostDist: path.join(REPO_ROOT, 'host-shell', 'dist'),
      remotesRoot: REPO_ROOT,
      logLevel: 'info',
      remotesCacheMs: 1000,
      canaryJudge: { intervalMs: 10_000, minSessions: 500, minStageMs: 1_800_000 },
      // No console unless ADMIN_PORT names one; its cookie's secret is random per process.
      releaseConsole: {
        port: undefined,
        host: '127.0.0.1',
        secret: expect.stringMatching(/^[\w-]{43}$/),
        secureCookies: false,
      },
    });
  });

  it('reads the release console: its port, address, cookie secret and Secure flag', () => {
    const read = (env: Record<string, string>) => loadConfig(env).releaseConsole;
    expect(read({ ADMIN_PORT: '3900' }).port).toBe(3900);
    expect(read({ ADMIN_HOST: '10.0.0.5' }).secureCookies).toBe(true);
    expect(
      read({ ADMIN_HOST: '10.0.0.5', RELEASE_CONSOLE_SECURE_COOKIE: 'false' }).secureCookies,
    ).toBe(false);
    const secret = 's'.repeat(32);
    expect(read({ RELEASE_CONSOLE_SECRET: secret }).secret).toBe(secret);
    expect(read({}).secret).not.toBe(read({}).secret);
    expect(() => read({ RELEASE_CONSOLE_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(() => read({ ADMIN_PORT: 'admin' })).toThrow(/ADMIN_PORT must be an integer/);
    expect(() => read({ RELEASE_CONSOLE_SECURE_COOKIE: 'maybe' })).toThrow(/true or false/);
  });

  it('finds the repository root from bff/src', () => {
    expect(__dirname).toBe(path.join(REPO_ROOT, 'bff', 'src'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      CATERING_PORT: '8081',
      HOST: '0.0.0.0',
      ORDERING_API_URL: 'https://api.example.com/ordering/v1/',
      UPSTREAM_TIMEOUT_MS: '2500',
      FIRST_SCREEN_WAIT_MS: '5000',
      BRAND_NAME: 'Brand',
      SITE_ENV: 'production',
      LOG_LEVEL: 'WARN',
      HOST_DIST: 'relative/dist',
    });
    expect(config).toMatchObject({
      port: 8080,
      cateringPort: 8081,
      host: '0.0.0.0',
      orderingApiUrl: 'https://api.example.com/ordering/v1',
      upstreamTimeoutMs: 2500,
      firstScreenWaitMs: 5000,
      brandName: 'Brand',
      siteEnv: 'production',
      publicOrigins: { default: 'http://localhost:8080', catering: 'http://localhost:8081' },
      logLevel: 'warn',
      hostDist: path.resolve('relative/dist'),
    });
  });

  it.each([
    [{ PORT: 'abc' }],
    [{ PORT: '70000' }],
    [{ PORT: '3000', CATERING_PORT: '3000' }],
    [{ UPSTREAM_TIMEOUT_MS: '0' }],
    [{ FIRST_SCREEN_WAIT_MS: 'soon' }],
    [{ ORDERING_API_URL: 'ftp://x' }],
    [{ ORDERING_API_URL: 'not a url' }],
    [{ ORDERING_API_URL: 'http://x/v1?debug=1' }],
    [{ LOG_LEVEL: 'loud' }],
    [{ REMOTES_CACHE_MS: '60000' }],
    [{ BODY_LIMIT: 'lots' }],
    [{ BODY_LIMIT: '0' }],
    [{ RATE_LIMIT_MAX: '0' }],
    [{ RATE_LIMIT_WINDOW_MS: '500' }],
    [{ REDIS_URL: 'http://redis:6379' }],
    [{ REDIS_URL: 'not a url' }],
    // A request may wait on two commands before the breaker opens: both within 2 s.
    [{ REDIS_COMMAND_TIMEOUT_MS: '1500' }],
    [{ REDIS_BREAKER_FAILURES: '0' }],
    [{ RATE_LIMIT_ACCOUNT_MAX: '0' }],
    [{ HEADERS_TIMEOUT_MS: '600000' }],
    [{ PUBLIC_ORIGIN: 'https://order.example.com/menu' }],
    [{ PUBLIC_ORIGIN: 'order.example.com' }],
    [{ CATERING_PUBLIC_ORIGIN: 'https://user:pw@catering.example.com' }],
    [{ MAPS_ORIGIN: 'maps.example.com' }],
    [{ CAPTCHA_ORIGIN: 'javascript:alert(1)' }],
    [{ FORMS_URL: 'file:///etc/passwd' }],
    [{ BRAZE_URL: 'http://x/braze?key=1' }],
    // A hop count believes whoever reaches a replica directly: only addresses are taken.
    [{ TRUST_PROXY: '1' }],
    [{ TRUST_PROXY: 'true' }],
    [{ TRUST_PROXY: 'lb.internal' }],
    [{ TRUST_PROXY: '0x7f.1' }],
    [{ TRUST_PROXY: '10.0.0.0/40' }],
    [{ TRUST_PROXY: '10.0.0.5/24/1' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('reads the upstreams, secrets, limits and extra origins', () => {
    const config = loadConfig({
      FORMS_URL: 'https://forms.example.com/submit/',
      BRAZE_URL: 'https://rest.iad-01.braze.com',
      BRAZE_CATERING_KEY: 'cat-key',
      BRAZE_MEALTIME_KEY: 'meal-key',
      BRAZE_OPERATOR_TOKEN: 'op',
      CAPTCHA_SECRET: 'shh',
      BODY_LIMIT: '64kb',
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_MS: '1000',
      RATE_LIMIT_ACCOUNT_MAX: '5',
      RATE_LIMIT_ACCOUNT_WINDOW_MS: '3600000',
      PAYMENT_LIMIT_MAX: '12',
      COUPON_LIMIT_MAX: '15',
      GROUP_JOIN_LIMIT_MAX: '40',
      ADDRESS_SUGGEST_LIMIT_MAX: '90',
      STREAM_STALL_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      PUBLIC_ORIGIN: 'https://order.example.com/',
      REDIS_URL: 'rediss://:secret@redis.example.com:6380/0',
      REDIS_COMMAND_TIMEOUT_MS: '250',
      REDIS_CONNECT_TIMEOUT_MS: '3000',
      REDIS_BREAKER_FAILURES: '5',
      REDIS_BREAKER_RESET_MS: '10000',
      CATERING_PUBLIC_ORIGIN: 'https://catering.example.com',
      TRUST_PROXY: '10.0.0.5, 10.1.0.0/16 fd00::7 Loopback',
      MAPS_ORIGIN: 'https://maps.googleapis.com, https://maps.gstatic.com/x',
      CAPTCHA_ORIGIN: 'https://www.google.com https://www.gstatic.com',
    });
    expect(config).toMatchObject({
      sharedStore: {
        commandTimeoutMs: 250,
        connectTimeoutMs: 3000,
        breakerFailures: 5,
        breakerResetMs: 10_000,
      },
      formsUrl: 'https://forms.example.com/submit',
      brazeUrl: 'https://rest.iad-01.braze.com',
      brazeKeys: { catering: 'cat-key', mealtime: 'meal-key' },
      brazeOperatorToken: 'op',
      captchaSecret: 'shh',
      bodyLimitBytes: 65536,
      rateLimitMax: 3,
      rateLimitWindowMs: 1000,
      accountLimitMax: 5,
      accountLimitWindowMs: 3600000,
      paymentLimitMax: 12,
      couponLimitMax: 15,
      groupJoinLimitMax: 40,
      addressSuggestLimitMax: 90,
      streamStallMs: 20000,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20000,
      redisUrl: 'rediss://:secret@redis.example.com:6380/0',
      publicOrigins: {
        default: 'https://order.example.com',
        catering: 'https://catering.example.com',
      },
      trustedProxies: ['10.0.0.5', '10.1.0.0/16', 'fd00::7', 'loopback'],
      mapsOrigins: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
      captchaOrigins: ['https://www.google.com', 'https://www.gstatic.com'],
    });
  });

  it("gives the browser the sandbox's bot-check widget only where the bot check is the sandbox", () => {
    const real = { CAPTCHA_VERIFY_URL: 'https://challenges.example.com/siteverify' };
    expect(loadConfig(real)).toMatchObject({
      botCheck: undefined,
      sandboxBotCheckScriptUrl: undefined,
    });
    expect(loadConfig({ SITE_ENV: 'production' })).toMatchObject({
      botCheck: undefined,
      sandboxBotCheckScriptUrl: undefined,
    });
    expect(loadConfig({ SANDBOX_URL: 'http://sandbox:4010' }).sandboxBotCheckScriptUrl).toBe(
      'http://sandbox:4010/captcha/api.js',
    );
  });

  it('takes a real widget from BOT_CHECK_SCRIPT_URL and BOT_CHECK_SITE_KEY, set together', () => {
    const widget = {
      SITE_ENV: 'production',
      BOT_CHECK_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js?render=key-1',
      BOT_CHECK_SITE_KEY: 'key-1',
    };
    expect(loadConfig(widget).botCheck).toEqual({
      scriptUrl: 'https://www.google.com/recaptcha/api.js?render=key-1',
      siteKey: 'key-1',
    });
    expect(() => loadConfig({ BOT_CHECK_SITE_KEY: 'key-1' })).toThrow(
      'BOT_CHECK_SCRIPT_URL and BOT_CHECK_SITE_KEY must be set together.',
    );
  });

  it('offers the sandbox’s wallet only with the sandbox, and a real one from WALLET_*', () => {
    expect(loadConfig({ ORDERING_API_URL: 'https://ordering.example.com/v1' }).wallet).toBe(
      undefined,
    );
    expect(loadConfig({ ORDERING_API_URL: 'http://127.0.0.1:4999/ordering/v1' }).wallet).toEqual(
      SANDBOX_WALLET,
    );
    const google = {
      WALLET_METHOD: 'https://google.com/pay',
      WALLET_NAME: 'Google Pay',
      WALLET_METHOD_DATA: '{"environment":"TEST","apiVersion":2}',
    };
    expect(loadConfig(google).wallet).toEqual({
      method: 'https://google.com/pay',
      name: 'Google Pay',
      data: { environment: 'TEST', apiVersion: 2 },
    });
    for (const wrong of [
      { WALLET_METHOD: 'http://google.com/pay' },
      { WALLET_METHOD: 'basic-card' },
      { ...google, WALLET_METHOD_DATA: '[1]' },
      { ...google, WALLET_METHOD_DATA: '{oops' },
    ])
      expect(() => loadConfig(wrong)).toThrow(ConfigError);
  });

  it('has no operator token in production unless one is set', () => {
    expect(loadConfig({ SITE_ENV: 'production' }).brazeOperatorToken).toBeUndefined();
    expect(loadConfig({ SITE_ENV: 'staging' }).brazeOperatorToken).toBe('sandbox-operator-token');
    expect(
      loadConfig({ SITE_ENV: 'production', BRAZE_OPERATOR_TOKEN: 'real' }).brazeOperatorToken,
    ).toBe('real');
  });

  it('finds the other sandbox services next to a sandbox ORDERING_API_URL', () => {
    const config = loadConfig({ ORDERING_API_URL: 'http://127.0.0.1:4310/ordering/v1' });
    expect(config).toMatchObject({
      orderingApiV2Url: 'http://127.0.0.1:4310/ordering/v2',
      contentApiUrl: 'http://127.0.0.1:4310/cdn',
      formsUrl: 'http://127.0.0.1:4310/forms/submit',
      jobsApiUrl: 'http://127.0.0.1:4310/jobs',
      careersSheetUrl: 'http://127.0.0.1:4310/sheets/careers',
      brazeUrl: 'http://127.0.0.1:4310/braze',
      captchaVerifyUrl: 'http://127.0.0.1:4310/captcha/siteverify',
      readyProbeUrl: 'http://127.0.0.1:4310/healthz',
    });
    // A real ordering API says nothing about where the other services are.
    expect(loadConfig({ ORDERING_API_URL: 'https://api.example.com/v1' }).formsUrl).toBe(
      'http://127.0.0.1:4010/forms/submit',
    );
    expect(loadConfig({ SANDBOX_URL: 'http://10.0.0.5:4010' }).brazeUrl).toBe(
      'http://10.0.0.5:4010/braze',
    );
  });
});
