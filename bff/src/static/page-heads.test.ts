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
import { injectPageHead } from './page-heads';

const ABOUT = {
  story: {
    id: 1,
    uuid: 'u1',
    name: 'About Us',
    slug: 'about',
    full_slug: 'about',
    lang: 'default',
    content: {
      component: 'page',
      meta_title: 'About "our" kitchen',
      meta_description: 'Scratch biscuits & fried chicken.',
      meta_image: { filename: '/cms/assets/about.svg', alt: 'About' },
    },
  },
};
const SOBRE = {
  story: {
    ...ABOUT.story,
    name: 'Sobre nosotros',
    lang: 'es',
    content: {
      ...ABOUT.story.content,
      meta_title: 'Nuestra cocina',
      meta_description: 'Bísquets.',
    },
  },
};
const NAVIGATION = {
  story: { ...ABOUT.story, name: 'Navigation', content: { component: 'navigation' } },
};

describe('§2.1 head tags of marketing pages, in the HTML the BFF serves', () => {
  let content: TestServer;
  let hostDist: string;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    content = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      const slug = new URL(req.url, 'http://x').pathname.replace('/cdn/stories/', '');
      const spanish = new URL(req.url, 'http://x').searchParams.get('language') === 'es';
      if (slug === 'about' && spanish) return void res.end(JSON.stringify(SOBRE));
      if (slug === 'about') return void res.end(JSON.stringify(ABOUT));
      if (slug === 'navigation') return void res.end(JSON.stringify(NAVIGATION));
      if (slug === 'slow') return void setTimeout(() => res.end(JSON.stringify(ABOUT)), 4000);
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'This record could not be found' }));
    });
    hostDist = tempDir('host');
    writeFile(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html lang="en-US"><head><meta name="description" content="Order chicken." /><title>Chicken</title></head><body></body></html>',
    );
    app = createApp(
      testConfig({
        HOST_DIST: hostDist,
        CONTENT_API_URL: `${content.url}/cdn`,
        BRAND_NAME: 'Biscuit Barn',
        PUBLIC_ORIGIN: 'https://order.example.com',
        CATERING_PUBLIC_ORIGIN: 'https://catering.example.com',
      }),
    );
  });
  afterEach(() => content.close());

  it('writes the title, canonical and social tags from the page’s content', async () => {
    const res = await request(app).get('/about').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>About Us | Biscuit Barn</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://order.example.com/about/" />');
    expect(res.text).toContain(
      '<meta property="og:title" content="About &quot;our&quot; kitchen" />',
    );
    expect(res.text).toContain(
      '<meta property="og:description" content="Scratch biscuits &amp; fried chicken." />',
    );
    expect(res.text).toContain(
      '<meta property="og:image" content="https://order.example.com/cms/assets/about.svg" />',
    );
    expect(res.text).toContain(
      '<meta name="description" content="Scratch biscuits &amp; fried chicken." />',
    );
    expect(res.text).not.toContain('Order chicken.');
    expect(content.requests[0]?.url).toBe(
      '/cdn/stories/about?token=sandbox-public-token&version=published',
    );
  });

  it("takes links from the channel's configured origin, never from the Host header", async () => {
    const hosts: Array<[string, string]> = [
      ['evil.example', 'https://order.example.com'],
      ['catering.evil.example', 'https://catering.example.com'],
    ];
    for (const [host, origin] of hosts) {
      const res = await request(app).get('/about').set('host', host).set('accept', 'text/html');
      expect(res.text).toContain(`<link rel="canonical" href="${origin}/about/" />`);
      expect(res.text).toContain(`<meta property="og:url" content="${origin}/about/" />`);
      expect(res.text).not.toContain('evil.example');
    }
  });

  it('answers 404 titled Not Found for a page without content, and for a data story', async () => {
    for (const route of ['/no-such-page', '/navigation']) {
      const res = await request(app).get(route).set('accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.text).toContain('<title>Not Found | Biscuit Barn</title>');
    }
  });

  it('§4.11 writes a Spanish page’s head in Spanish, its Not Found too, and its lang', async () => {
    const about = await request(app).get('/about?lang=es').set('accept', 'text/html');
    expect(about.text).toContain('<title>Sobre nosotros | Biscuit Barn</title>');
    expect(about.text).toContain('<meta property="og:title" content="Nuestra cocina" />');
    expect(about.text).toContain('<html lang="es"');
    const missing = await request(app)
      .get('/no-such-page')
      .set('cookie', 'qsr-lang=es')
      .set('accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Página no encontrada | Biscuit Barn</title>');
    // English is read again, not taken from the Spanish answer.
    const english = await request(app).get('/about').set('accept', 'text/html');
    expect(english.text).toContain('<title>About Us | Biscuit Barn</title>');
  });

  it('asks the content service once per page while it is fresh', async () => {
    await request(app).get('/about').set('accept', 'text/html');
    await request(app).get('/about/').set('accept', 'text/html');
    expect(content.requests).toHaveLength(1);
  });

  it('serves the page without tags when the content service is too slow', async () => {
    const res = await request(app).get('/slow').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Chicken</title>');
  }, 10_000);

  it('leaves pages of other teams alone', async () => {
    const res = await request(app).get('/menu').set('accept', 'text/html');
    expect(res.text).toContain('<title>Chicken</title>');
    expect(content.requests).toHaveLength(0);
  });
});

describe('injectPageHead', () => {
  it('adds the tags before </head> and escapes what it writes', () => {
    const html = injectPageHead(
      '<html><head><title>x</title></head></html>',
      {
        name: '<b>Hi</b>',
        canonical: 'https://e.test/hi/',
        socialTitle: 'Hi',
        description: '',
        image: '',
      },
      'Brand',
    );
    expect(html).toContain('<title>&lt;b&gt;Hi&lt;/b&gt; | Brand</title>');
    expect(html).not.toContain('og:description');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/e.test\/hi\/" \/>.*<\/head>/);
  });
});
