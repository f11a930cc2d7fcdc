import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import {
  startUpstream,
  tempDir,
  testConfig,
  writeFile,
  type TestServer,
} from '../test-support/helpers';

/**
 * The channel, the canonical link and HSTS come from the connection's port, the Host header
 * and the configured origins: `X-Forwarded-Host` never moves them, from anyone, even from a
 * load balancer the BFF trusts (supertest connects from 127.0.0.1, named in TRUST_PROXY).
 */
const ABOUT = {
  story: {
    id: 1,
    uuid: 'u1',
    name: 'About Us',
    slug: 'about',
    full_slug: 'about',
    lang: 'default',
    content: { component: 'page', meta_title: 'About', meta_description: 'Biscuits.' },
  },
};
const HSTS = 'max-age=31536000; includeSubDomains';

describe('X-Forwarded-Host is never believed', () => {
  let content: TestServer;

  beforeAll(async () => {
    content = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url.startsWith('/cdn/stories/about')) return void res.end(JSON.stringify(ABOUT));
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'This record could not be found' }));
    });
  });
  afterAll(() => content.close());

  const appFor = (siteEnv: string) => {
    const hostDist = tempDir('host');
    writeFile(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html lang="en-US"><head><title>Chicken</title></head><body></body></html>',
    );
    return createApp(
      testConfig({
        SITE_ENV: siteEnv,
        HOST_DIST: hostDist,
        CONTENT_API_URL: `${content.url}/cdn`,
        PUBLIC_ORIGIN: 'https://order.example.com',
        CATERING_PUBLIC_ORIGIN: 'https://catering.example.com',
        TRUST_PROXY: 'loopback',
      }),
    );
  };

  async function visit(app: ReturnType<typeof createApp>, headers: Record<string, string>) {
    const config = request(app).get('/config/remotes.json');
    const page = request(app).get('/about').set('accept', 'text/html');
    for (const [name, value] of Object.entries(headers)) {
      config.set(name, value);
      page.set(name, value);
    }
    const [configAnswer, pageAnswer] = await Promise.all([config, page]);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(pageAnswer.text)?.[1];
    return {
      channel: (configAnswer.body as { channel: string }).channel,
      canonical,
      hsts: pageAnswer.headers['strict-transport-security'] as string | undefined,
    };
  }

  describe.each(['production', 'development'])('SITE_ENV=%s', (siteEnv) => {
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      app = appFor(siteEnv);
    });

    it.each(['catering.example.com', 'catering.localhost:3000', 'localhost', '127.0.0.1:2001'])(
      'X-Forwarded-Host: %s changes neither channel, canonical link nor HSTS',
      async (forwarded) => {
        expect(
          await visit(app, { host: 'order.example.com', 'x-forwarded-host': forwarded }),
        ).toEqual({
          channel: 'default',
          canonical: 'https://order.example.com/about/',
          hsts: HSTS,
        });
      },
    );

    it('the configured catering host is catering, whatever X-Forwarded-Host says', async () => {
      expect(
        await visit(app, { host: 'catering.example.com', 'x-forwarded-host': 'order.example.com' }),
      ).toEqual({
        channel: 'catering',
        canonical: 'https://catering.example.com/about/',
        hsts: HSTS,
      });
    });

    it('an unknown Host is the consumer site, with HSTS', async () => {
      expect(await visit(app, { host: 'attacker.example' })).toEqual({
        channel: 'default',
        canonical: 'https://order.example.com/about/',
        hsts: HSTS,
      });
    });
  });

  it('in production, neither a host name containing "catering" nor a port in Host picks catering', async () => {
    const app = appFor('production');
    for (const host of [
      'catering.attacker.example',
      'catering.localhost:3000',
      'order.example.com:2001',
    ]) {
      expect({ host, channel: (await visit(app, { host })).channel }).toEqual({
        host,
        channel: 'default',
      });
    }
  });

  it('outside production, §1 development hosts still pick catering, without HSTS', async () => {
    const app = appFor('development');
    for (const host of ['catering.localhost:3000', 'localhost:2001']) {
      const seen = await visit(app, { host });
      expect({ host, channel: seen.channel, hsts: seen.hsts }).toEqual({
        host,
        channel: 'catering',
        hsts: undefined,
      });
    }
  });
});
