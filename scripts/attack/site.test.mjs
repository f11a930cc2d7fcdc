import { describe, expect, it } from '@jest/globals';
import { CATERING_ORIGIN, clusterOptions, PUBLIC_ORIGIN, targetOf } from './site.mjs';

const cluster = {
  lbUrl: 'http://127.0.0.1:41001',
  replicas: [{ url: 'http://127.0.0.1:41002' }, { url: 'http://127.0.0.1:41003' }],
  sandboxUrl: 'http://127.0.0.1:41004',
  environment: 'production',
  releaseEnv: { RELEASE_ROOT: '/tmp/r' },
  releaseRoot: '/tmp/r',
};

describe('the targets of the attack run', () => {
  it('is one BFF alone, or three replicas sharing Redis', () => {
    expect(clusterOptions('single')).toMatchObject({ replicas: 1, shared: false });
    expect(clusterOptions('replicas')).toMatchObject({ replicas: 3, shared: true });
  });

  it('starts each in production with the test hooks on, its quota above the probes of a minute', () => {
    const { env, sandboxEnv } = clusterOptions('replicas');
    expect(env).toMatchObject({
      SITE_ENV: 'production',
      PUBLIC_ORIGIN,
      CATERING_PUBLIC_ORIGIN: CATERING_ORIGIN,
      RATE_LIMIT_MAX: '300',
    });
    expect(sandboxEnv).toEqual({ SANDBOX_TEST_HOOKS: 'true' });
  });

  it('gives the probes the load balancer, each replica, the sandbox and the release store', () => {
    expect(targetOf('replicas', cluster)).toEqual({
      name: 'three replicas',
      cluster,
      url: 'http://127.0.0.1:41001',
      replicaUrls: ['http://127.0.0.1:41002', 'http://127.0.0.1:41003'],
      sandboxUrl: 'http://127.0.0.1:41004',
      environment: 'production',
      releaseEnv: { RELEASE_ROOT: '/tmp/r' },
      releaseRoot: '/tmp/r',
    });
    expect(targetOf('single', cluster).name).toBe('one BFF');
  });
});
