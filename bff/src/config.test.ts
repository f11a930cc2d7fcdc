import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      cateringPort: 2001,
      host: undefined,
      orderingApiUrl: 'http://127.0.0.1:4010/ordering/v1',
      orderingApiV2Url: 'http://127.0.0.1:4010/ordering/v2',
      upstreamTimeoutMs: 10000,
      brandName: 'Biscuit Barn',
      siteEnv: 'development',
      consumerOrigin: 'http://localhost:3000',
      contentApiUrl: 'http://127.0.0.1:4010/cdn',
      hostDist: path.join(REPO_ROOT, 'host-shell', 'dist'),
      remotesRoot: REPO_ROOT,
      logLevel: 'info',
      remotesCacheMs: 1000,
    });
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
      brandName: 'Brand',
      siteEnv: 'production',
      consumerOrigin: 'http://localhost:8080',
      logLevel: 'warn',
      hostDist: path.resolve('relative/dist'),
    });
  });

  it.each([
    [{ PORT: 'abc' }],
    [{ PORT: '70000' }],
    [{ PORT: '3000', CATERING_PORT: '3000' }],
    [{ UPSTREAM_TIMEOUT_MS: '0' }],
    [{ ORDERING_API_URL: 'ftp://x' }],
    [{ ORDERING_API_URL: 'not a url' }],
    [{ ORDERING_API_URL: 'http://x/v1?debug=1' }],
    [{ LOG_LEVEL: 'loud' }],
    [{ REMOTES_CACHE_MS: '60000' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});
