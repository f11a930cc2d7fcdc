import { utimesSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { COHORT_COOKIE, cohortPosition, newCohortId } from '../release/canary/cohort';
import { runRelease } from '../release/cli';
import { fakeRepo, setPackageVersion, testContext } from '../release/test-fixtures';
import {
  startUpstream,
  tempDir,
  testConfig,
  writeFile,
  writeRemoteBuild,
  type TestServer,
} from '../test-support/helpers';

/**
 * A stand-in for the host's server module: it shows what it was given, and shares a library
 * with the remotes' modules (as the host's shares React).
 */
const MODULE = `
exports.shared = { 'the-library': { name: 'the host’s copy' } };
exports.reads = (page) =>
  page.pathname === '/'
    ? [
        { service: 'content', path: 'stories/home' },
        { service: 'content', path: 'stories', query: { starts_with: 'content-cards/' } },
      ]
    : ['/menu', '/order/checkout'].includes(page.pathname) ? [] : null;
exports.render = async (page, site, answers, remote) => {
  if (remote) return { html: '<main>' + remote.page + '</main>', data: { host: true } };
  if (answers[0].story.name === 'Broken') throw new Error('cannot render');
  return {
    html: '<h1>' + [answers[0].story.name, page.channel, page.language, site.brandName].join(' | ') + '</h1>',
    data: { cards: answers[1].stories.length, note: '</script><script>alert(1)</script>' },
  };
};
`;
const INDEX =
  '<!doctype html><html><head><link rel="preload" href="/a.js" as="script"></head><body><div id="root"></div></body></html>';
const FIRST_SCREEN_PAGE =
  '<!doctype html><html lang="en-US"><head><!-- first screen page --></head><body><div id="root"></div></body></html>';

describe('the home page’s first screen, rendered by the BFF', () => {
  let content: TestServer;
  let hostDist: string;
  let homeName: string;
  let slowMs: number;

  const app = (env: Record<string, string> = {}) =>
    createApp(
      testConfig({
        HOST_DIST: hostDist,
        CONTENT_API_URL: `${content.url}/cdn`,
        CONTENT_TOKEN: 'public-token',
        BRAND_NAME: 'Biscuit Barn',
        CATERING_PORT: '2001',
        ...env,
      }),
    );
  const page = (target: ReturnType<typeof createApp>, url = '/') =>
    request(target).get(url).set('accept', 'text/html').set('host', 'localhost:3000');

  beforeEach(async () => {
    homeName = 'Home';
    slowMs = 0;
    content = await startUpstream((req, res) => {
      const url = new URL(req.url, 'http://x');
      res.setHeader('content-type', 'application/json');
      const answer =
        url.pathname === '/cdn/stories/home'
          ? { story: { name: url.searchParams.get('language') === 'es' ? 'Inicio' : homeName } }
          : { stories: [{ uuid: 'c1' }, { uuid: 'c2' }] };
      setTimeout(() => res.end(JSON.stringify(answer)), slowMs);
    });
    hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'index.html'), INDEX);
    writeFile(path.join(hostDist, 'first-screen.html'), FIRST_SCREEN_PAGE);
    writeFile(path.join(hostDist, '.server/first-screen.cjs'), MODULE);
  });
  afterEach(() => content.close());

  it('writes the first screen and its data into the host’s page made for it', async () => {
    const res = await page(app());
    expect(res.status).toBe(200);
    expect(res.text).toContain('<!-- first screen page -->');
    expect(res.text).toContain('<html lang="en-US">');
    expect(res.text).not.toContain('/a.js');
    expect(res.text).toContain(
      '<div id="root" inert=""><h1>Home | default | en-US | Biscuit Barn</h1></div><script type="application/json" id="qsr-first-screen">',
    );
    // The data cannot end its script element.
    expect(res.text).toContain(
      '{"cards":2,"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    // The site configuration is written in as on every page.
    expect(res.text).toContain('id="qsr-site-config"');
    const reads = content.requests.map((r) => new URL(r.url, 'http://x'));
    expect(reads.map((url) => url.pathname)).toEqual(['/cdn/stories/home', '/cdn/stories']);
    for (const url of reads) {
      expect(url.searchParams.get('token')).toBe('public-token');
      expect(url.searchParams.get('version')).toBe('published');
    }
  });

  it('renders any Spanish the browser asks for in Spanish, unless a language was chosen', async () => {
    const target = app();
    for (const tag of ['es-MX', 'es-419,en;q=0.5', 'fr-CA, es-US;q=0.8']) {
      const res = await page(target).set('accept-language', tag);
      expect(res.text).toContain('<h1>Inicio | default | es');
      expect(res.text).toContain('<html lang="es">');
      expect(res.headers.vary).toMatch(/accept-language/i);
    }
    const chosen = await page(target)
      .set('accept-language', 'es-MX')
      .set('cookie', 'qsr-lang=en-US');
    expect(chosen.text).toContain('<html lang="en-US">');
    expect((await page(target).set('accept-language', 'fr')).text).toContain('<html lang="en-US">');
  });

  it('§4.11 renders in the language of the lang parameter, else of the language cookie', async () => {
    const target = app();
    const spanish = (await page(target, '/?lang=es')).text;
    expect(spanish).toContain('<h1>Inicio | default | es');
    expect(spanish).toContain('<html lang="es">');
    expect((await page(target).set('cookie', 'qsr-lang=es')).text).toContain(
      '<h1>Inicio | default | es',
    );
    // Every read of a Spanish page asks for Spanish: the cards too, not only the story.
    const spanishReads = content.requests
      .map((r) => new URL(r.url, 'http://x'))
      .filter((url) => url.searchParams.get('language') === 'es');
    expect(spanishReads.map((url) => url.pathname)).toEqual(['/cdn/stories/home', '/cdn/stories']);
    // English and Spanish answers are kept apart: English is read, not taken from Spanish.
    expect((await page(target)).text).toContain('<h1>Home | default | en-US');
  });

  it('renders whatever the cookies hold, reading the well-formed ones', async () => {
    const target = app();
    for (const cookie of [
      'qsr-lang=%E0%A4%A',
      'source=%; qsr-lang=%ZZ',
      '%E0%A4%A=x; qsr-lang=es',
    ]) {
      const res = await page(target).set('cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<h1>(Home|Inicio) \| default/);
    }
    expect((await page(target).set('cookie', '%E0%A4%A=x; qsr-lang=es')).text).toContain(
      '<html lang="es">',
    );
  });

  it('§1 renders the catering channel on the catering host', async () => {
    const res = await request(app())
      .get('/')
      .set('accept', 'text/html')
      .set('host', 'catering.example.test');
    expect(res.text).toContain('<h1>Home | catering | en-US');
  });

  it('serves other pages as before, without a first screen', async () => {
    const res = await page(app(), '/menu');
    expect(res.status).toBe(200);
    expect(res.text).toContain('/a.js');
    expect(res.text).toContain('<div id="root"></div>');
    expect(content.requests).toHaveLength(0);
  });

  it('reads the content once for many page views (it is remembered for a while)', async () => {
    const target = app();
    await page(target);
    await page(target);
    expect(content.requests).toHaveLength(2);
  });

  it('serves the page without a first screen when the content service is slow, then with it', async () => {
    slowMs = 1000;
    const target = app();
    const started = Date.now();
    const res = await page(target);
    expect(Date.now() - started).toBeLessThan(900);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('/a.js');
    // The late answers are kept: the next view has its first screen at once.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await page(target)).text).toContain('<h1>Home');
  });

  it('serves the page without a first screen when the content service is down', async () => {
    await content.close();
    const res = await page(app());
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('serves the page without a first screen when the module fails to render', async () => {
    homeName = 'Broken';
    const res = await page(app());
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('serves the page without a first screen while the host has no server module', async () => {
    writeFile(path.join(hostDist, '.server/first-screen.cjs'), '');
    const empty = tempDir('host');
    writeFile(path.join(empty, 'index.html'), INDEX);
    const res = await request(createApp(testConfig({ HOST_DIST: empty })))
      .get('/')
      .set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('loads the module again when the host is built again', async () => {
    const target = app();
    expect((await page(target)).text).toContain('<h1>Home | default');
    const file = path.join(hostDist, '.server/first-screen.cjs');
    writeFile(file, MODULE.replace("'<h1>'", "'<h1>v2 '"));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await page(target)).text).toContain('<h1>v2 Home | default');
  });

  it('never serves the server module as a file', async () => {
    const res = await request(app()).get('/.server/first-screen.cjs');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('exports.reads');
  });
});

/**
 * A stand-in for a remote's server module: the menu of the restaurant the cookie names, and the
 * copy of the shared library it was given.
 */
const REMOTE_MODULE = `
const library = require('the-library');
exports.reads = (page, answers) => {
  if (page.pathname !== '/menu') return null;
  const id = page.cookies['qsr-restaurant'];
  if (!id) return null;
  const restaurant = { service: 'ordering', path: 'locations/' + id };
  if (answers.length === 0) return [restaurant];
  return answers[0] ? [restaurant, { service: 'ordering', path: 'menus/' + answers[0].menu_id }] : null;
};
exports.render = (page, site, answers) => ({
  page: '<h1>Menu of ' + answers[0].name + ': ' + answers[1].categories.join(', ') + '</h1>' + (page.search && '<p>' + page.search + '</p>'),
  url: page.pathname,
  data: { menu: answers[1].id, library: library.name },
});
exports.styles = '.mc-menu{color:red}';
`;

/** A stand-in for the checkout's server module: the guest's box, which the browser starts from. */
const CHECKOUT_MODULE = `
exports.reads = (page) =>
  page.pathname === '/order/checkout' ? [{ service: 'ordering', path: 'orders/b1', personal: true }] : null;
exports.render = (page, site, answers) => ({
  page: '<h1>Checkout: ' + answers[0].products.join(', ') + '</h1>',
  url: page.pathname,
  data: null,
});
`;

describe('a remote page’s first screen, rendered by the BFF', () => {
  let ordering: TestServer;
  let content: TestServer;
  let hostDist: string;
  let remotesRoot: string;
  let menuCart: string;
  let checkout: string;
  let box: string[];

  // One BFF a test: its reads are kept a while, as in a running site.
  let app: ReturnType<typeof createApp> | undefined;
  const page = (url: string, cookie = '') =>
    request(
      (app ??= createApp(
        testConfig({
          HOST_DIST: hostDist,
          REMOTES_ROOT: remotesRoot,
          ORDERING_API_URL: `${ordering.url}/ordering/v1`,
          CONTENT_API_URL: `${content.url}/cdn`,
        }),
      )),
    )
      .get(url)
      .set('accept', 'text/html')
      .set('host', 'localhost:3000')
      .set('cookie', cookie);

  beforeEach(async () => {
    app = undefined;
    ordering = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/ordering/v1/locations/101')
        res.end(JSON.stringify({ id: 101, name: 'Cary', menu_id: 500 }));
      else if (req.url === '/ordering/v1/menus/500')
        res.end(JSON.stringify({ id: 500, categories: ['Biscuits', 'Chicken'] }));
      else if (req.url === '/ordering/v1/orders/b1') res.end(JSON.stringify({ products: box }));
      else res.writeHead(404).end('{}');
    });
    content = await startUpstream((_req, res) => res.end('{}'));
    hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'index.html'), INDEX);
    writeFile(path.join(hostDist, 'first-screen.html'), FIRST_SCREEN_PAGE);
    writeFile(path.join(hostDist, '.server/first-screen.cjs'), MODULE);
    remotesRoot = tempDir('remotes');
    const release = { version: '1.0.0', contractMajor: 1 };
    menuCart = writeRemoteBuild(remotesRoot, 'mfe-menu-cart', {
      name: 'menuCart',
      ...release,
    });
    writeFile(path.join(menuCart, '.server/first-screen.cjs'), REMOTE_MODULE);
    checkout = writeRemoteBuild(remotesRoot, 'mfe-checkout', {
      name: 'checkout',
      ...release,
    });
    writeFile(path.join(checkout, '.server/first-screen.cjs'), CHECKOUT_MODULE);
    box = ['Cajun Filet Biscuit'];
  });
  afterEach(async () => {
    await ordering.close();
    await content.close();
  });

  it('puts the remote’s part in the host’s layout, with the data and styles of each', async () => {
    const res = await page('/menu', 'qsr-restaurant=101');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<div id="root" inert=""><main><h1>Menu of Cary: Biscuits, Chicken</h1></main></div>' +
        '<script type="application/json" id="qsr-first-screen">{"host":true}</script>',
    );
    expect(res.text).toContain('<style data-first-screen="">.mc-menu{color:red}</style>');
    expect(ordering.requests.map((r) => r.url)).toEqual([
      '/ordering/v1/locations/101',
      '/ordering/v1/menus/500',
    ]);
    expect(ordering.requests[0]?.headers['x-client-type']).toBe('web');
    expect(ordering.requests[0]?.headers.cookie).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('serves the remote’s data beside the page, which preloads it, from the same reads', async () => {
    const res = await page('/menu', 'qsr-restaurant=101');
    expect(res.text).not.toContain('qsr-first-screen-menuCart">');
    expect(res.text).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" id="qsr-first-screen-menuCart" href="?first-screen=menuCart">',
    );
    const data = await page('/menu?first-screen=menuCart', 'qsr-restaurant=101').set(
      'accept',
      '*/*',
    );
    expect(data.status).toBe(200);
    expect(data.type).toBe('application/json');
    // The remote's module was given the host's copy of the library they share.
    expect(data.body).toEqual({ menu: 500, library: 'the host’s copy' });
    expect(data.headers['cache-control']).toBe('no-cache');
    expect(data.headers.vary).toMatch(/cookie/i);
    expect(ordering.requests).toHaveLength(2);
  });

  it('renders no first screen with a remote’s module built for another host (a markup of its own)', async () => {
    writeFile(
      path.join(menuCart, '.server/first-screen.cjs'),
      REMOTE_MODULE.replace("page: '<h1>Menu of '", "html: '<h1>Menu of '"),
    );
    const res = await page('/menu', 'qsr-restaurant=101');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(
      (await page('/menu?first-screen=menuCart', 'qsr-restaurant=101').set('accept', '*/*')).status,
    ).toBe(404);
  });

  it('gives the remote’s module the libraries of the host’s module as it is built now', async () => {
    const data = () =>
      page('/menu?first-screen=menuCart', 'qsr-restaurant=101').set('accept', '*/*');
    expect((await data()).body).toMatchObject({ library: 'the host’s copy' });
    const file = path.join(hostDist, '.server/first-screen.cjs');
    writeFile(file, MODULE.replace('the host’s copy', 'the host’s new copy'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    // One React on a page: never the remote's with the host's old build.
    expect((await data()).body).toMatchObject({ library: 'the host’s new copy' });
  });

  it('preloads the data at the page’s own query, written safely into the page', async () => {
    const res = await page('/menu?id=A%22%3E%3Cb%3E&lang=es', 'qsr-restaurant=101');
    expect(res.text).toContain('href="?id=A%22%3E%3Cb%3E&amp;lang=es&amp;first-screen=menuCart">');
  });

  it('has no data for another remote, a host’s page, a page without it or a part of none', async () => {
    for (const [url, cookie] of [
      ['/menu?first-screen=checkout', 'qsr-restaurant=101'],
      ['/?first-screen=menuCart', ''],
      ['/menu?first-screen=menuCart', 'qsr-restaurant=999'],
      ['/order/checkout?first-screen=checkout', 'qsr-guest-box=b1'],
      ['/no-such-page?first-screen=menuCart', ''],
    ]) {
      const res = await page(url!, cookie).set('accept', '*/*');
      expect([url, res.status, res.body]).toEqual([
        url,
        404,
        { message: 'No first-screen data here.' },
      ]);
    }
  });

  it('gives the module the query as asked: a product page’s is its product', async () => {
    const res = await page('/menu?id=BB-2PC-TENDERS', 'qsr-restaurant=101');
    expect(res.text).toContain('<p>?id=BB-2PC-TENDERS</p>');
  });

  it('under a canary, the first screen is of the version the visitor’s cohort loads', async () => {
    // A repository with two releases of the menu, each rendering its own version.
    const repo = fakeRepo('1.0.0');
    const ctx = testContext(repo);
    for (const version of ['1.0.0', '1.1.0']) {
      setPackageVersion(repo, 'menuCart', version);
      const dist = writeRemoteBuild(repo, 'mfe-menu-cart', {
        name: 'menuCart',
        version,
        contractMajor: 1,
      });
      writeFile(
        path.join(dist, '.server/first-screen.cjs'),
        REMOTE_MODULE.replace("'<h1>Menu of '", `'<h1>${version} Menu of '`),
      );
      expect(await runRelease(['build', 'menuCart', '--from-dist'], ctx)).toBe(0);
    }
    expect(await runRelease(['pin', 'menuCart@1.0.0', '--env', 'production'], ctx)).toBe(0);
    const start = ['canary', 'start', 'menuCart@1.1.0', '--env', 'production'];
    expect(await runRelease([...start, '--stages', '50,100'], ctx)).toBe(0);
    const app = createApp(
      testConfig({
        HOST_DIST: hostDist,
        REMOTES_ROOT: repo,
        SITE_ENV: 'production',
        ORDERING_API_URL: `${ordering.url}/ordering/v1`,
        CONTENT_API_URL: `${content.url}/cdn`,
      }),
    );
    const visit = (id: string, url: string) =>
      request(app)
        .get(url)
        .set('accept', 'text/html')
        .set('host', 'localhost:3000')
        .set('cookie', `qsr-restaurant=101; ${COHORT_COOKIE}=${id}`);
    // A visitor on each side of the canary, as the cohort rule places them.
    const side = (canary: boolean) => {
      for (;;) {
        const id = newCohortId();
        if (cohortPosition(id, 'menuCart', '1.1.0') < 50 === canary) return id;
      }
    };
    for (const [id, expected] of [
      [side(true), '1.1.0'],
      [side(false), '1.0.0'],
    ] as const) {
      const config = await visit(id, '/config/remotes.json');
      const { remotes } = config.body as { remotes: Array<{ name: string; version: string }> };
      expect(remotes.find((remote) => remote.name === 'menuCart')?.version).toBe(expected);
      expect((await visit(id, '/menu')).text).toContain(`<h1>${expected} Menu of Cary`);
    }
  });

  it('§4.11 reads the ordering API in the page’s language', async () => {
    await page('/menu?lang=es', 'qsr-restaurant=101');
    expect(ordering.requests.map((r) => r.headers['accept-language'])).toEqual(['es', 'es']);
    await page('/menu', 'qsr-restaurant=101');
    expect(ordering.requests.map((r) => r.headers['accept-language'])).toEqual([
      'es',
      'es',
      'en-US',
      'en-US',
    ]);
  });

  it('reads a customer’s own box for each page view, and writes no data the remote has none of', async () => {
    const first = await page('/order/checkout', 'qsr-guest-box=b1');
    expect(first.text).toContain('<main><h1>Checkout: Cajun Filet Biscuit</h1></main>');
    expect(first.text).not.toContain('qsr-first-screen-checkout');
    expect(first.text).not.toContain('rel="preload" as="fetch"');
    // The customer's own page: never kept by a shared cache, nor as the service worker's shell.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
    box = ['Cajun Filet Biscuit', 'Honey Butter Biscuit'];
    const second = await page('/order/checkout', 'qsr-guest-box=b1');
    expect(second.text).toContain('Checkout: Cajun Filet Biscuit, Honey Butter Biscuit');
    expect(ordering.requests.map((r) => r.url)).toEqual([
      '/ordering/v1/orders/b1',
      '/ordering/v1/orders/b1',
    ]);
  });

  it('renders no remote’s part on a page that asks for other versions (QA), nor its data', async () => {
    const res = await page('/menu?remotes=menuCart@2.0.0', 'qsr-restaurant=101');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    const data = await page(
      '/menu?remotes=menuCart@2.0.0&first-screen=menuCart',
      'qsr-restaurant=101',
    ).set('accept', '*/*');
    expect(data.status).toBe(404);
    expect(ordering.requests).toEqual([]);
  });

  it('serves a customer’s own data beside their page privately, read for each', async () => {
    writeFile(
      path.join(checkout, '.server/first-screen.cjs'),
      CHECKOUT_MODULE.replace('data: null', 'data: { box: answers[0].products }'),
    );
    const res = await page('/order/checkout', 'qsr-guest-box=b1');
    expect(res.text).toContain('id="qsr-first-screen-checkout" href="?first-screen=checkout"');
    const data = await page('/order/checkout?first-screen=checkout', 'qsr-guest-box=b1').set(
      'accept',
      '*/*',
    );
    expect(data.body).toEqual({ box: ['Cajun Filet Biscuit'] });
    expect(data.headers['cache-control']).toBe('private, no-cache');
    expect(data.headers.vary).toMatch(/cookie/i);
    expect(ordering.requests.map((r) => r.url)).toEqual([
      '/ordering/v1/orders/b1',
      '/ordering/v1/orders/b1',
    ]);
  });

  it('serves the page without a first screen when the remote renders none of it', async () => {
    const unknown = await page('/menu', 'qsr-restaurant=999');
    expect(unknown.text).toContain('<div id="root"></div>');
    expect(unknown.text).not.toContain('data-first-screen');
  });

  it('serves the page without a first screen when the ordering API is down', async () => {
    await ordering.close();
    const res = await page('/menu', 'qsr-restaurant=101');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('never serves the remote’s server module as a file', async () => {
    const res = await page('/remotes/menuCart/1.0.0/.server/first-screen.cjs');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('exports.reads');
  });
});
