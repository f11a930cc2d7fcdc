import { describe, expect, it } from '@jest/globals';
import { SourceMapGenerator } from 'source-map-js';
import {
  chunkIdsOf,
  codeOfSources,
  isTelemetrySource,
  judged,
  librarySource,
  locate,
  menuApiRow,
  partRow,
  sharedLibraries,
  unusedPreloads,
} from './bundle-rules.mjs';

const ORIGIN = 'http://localhost:41234';
const distOf = { host: '/srv/host-shell/dist', menuCart: '/srv/mfe-menu-cart/dist' };

describe('where a downloaded script was built', () => {
  it("places a remote's script in that remote's dist folder, without its version", () => {
    expect(locate(`${ORIGIN}/remotes/menuCart/1.4.0/static/js/812.a1.js`, distOf)).toEqual({
      build: 'menuCart',
      file: '/srv/mfe-menu-cart/dist/static/js/812.a1.js',
    });
  });

  it("places anything else in the host's, and a build it does not know nowhere", () => {
    expect(locate(`${ORIGIN}/225.c2a2343de9.js?v=1`, distOf)).toEqual({
      build: 'host',
      file: '/srv/host-shell/dist/225.c2a2343de9.js',
    });
    expect(locate(`${ORIGIN}/remotes/careers/1.0.0/remoteEntry.js`, distOf)).toEqual({
      build: 'careers',
      file: null,
    });
  });
});

describe("a script's library sources, from its source map", () => {
  it('keeps the libraries and the shared packages, not the build’s own sources', () => {
    expect(librarySource('webpack://host/../shared-ui/src/choice/ChoiceGroup.tsx')).toBe(
      'shared-ui/src/choice/ChoiceGroup.tsx',
    );
    expect(librarySource('webpack://host/../node_modules/react-dom/cjs/client.js')).toBe(
      'node_modules/react-dom/cjs/client.js',
    );
    expect(librarySource('webpack://host/./src/a11y/AccessibilityPanel.tsx')).toBeNull();
  });
});

describe('the chunk ids a webpack chunk file registers', () => {
  it('reads numbers and quoted names from the first push', () => {
    const body = Buffer.from(
      '"use strict";(self.webpackChunkhost=self.webpackChunkhost||[]).push([[225, "vendors-x"],{4065(e){}}]);',
    );
    expect(chunkIdsOf(body)).toEqual(['225', 'vendors-x']);
  });

  it('finds none in an entry script', () => {
    expect(chunkIdsOf(Buffer.from('var host;(()=>{"use strict";})();'))).toEqual([]);
  });
});

describe('libraries downloaded twice on one page, and Module Federation runtimes', () => {
  const sources = {
    a: [
      'node_modules/react/index.js',
      'node_modules/@module-federation/runtime-core/dist/index.js',
      'node_modules/@module-federation/webpack-bundler-runtime/dist/index.js',
      'node_modules/style-loader/dist/runtime/injectStylesIntoStyleTag.js',
    ],
    b: [
      'node_modules/react/index.js',
      'node_modules/@module-federation/webpack-bundler-runtime/dist/index.js',
      'node_modules/style-loader/dist/runtime/injectStylesIntoStyleTag.js',
      'shared-ui/src/dialog/Dialog.tsx',
    ],
    c: ['shared-ui/src/dialog/Dialog.tsx'],
  };
  const page = (...urls) =>
    sharedLibraries(
      urls.map((url) => ({ url })),
      (script) => sources[script.url],
    );

  it('names a source found in two scripts, not each build’s own runtime glue', () => {
    expect(page('a', 'b')).toEqual({ runtimes: 1, twice: ['node_modules/react/index.js'] });
    expect(page('a', 'b', 'c').twice).toEqual([
      'node_modules/react/index.js',
      'shared-ui/src/dialog/Dialog.tsx',
    ]);
  });

  it('counts the scripts carrying the runtime core', () => {
    expect(page('a', 'c')).toEqual({ runtimes: 1, twice: [] });
    expect(page('b', 'c').runtimes).toBe(0);
  });
});

describe('preloads the page did not use', () => {
  const scripts = [
    { url: `${ORIGIN}/470.js`, chunkIds: ['470'] },
    { url: `${ORIGIN}/697.js`, chunkIds: ['697'] },
  ];

  it('names sheets not applied and scripts whose chunks webpack never received', () => {
    const preloads = {
      received: ['470'],
      unusedSheets: [`${ORIGIN}/fonts.css`],
      scripts: [`${ORIGIN}/470.js`, `${ORIGIN}/697.js`, `${ORIGIN}/never-fetched.js`],
    };
    expect(unusedPreloads(preloads, scripts)).toEqual([
      '/fonts.css',
      '/697.js',
      '/never-fetched.js',
    ]);
  });

  it('names none when every preload was used', () => {
    const preloads = { received: ['470', '697'], unusedSheets: [], scripts: [`${ORIGIN}/697.js`] };
    expect(unusedPreloads(preloads, scripts)).toEqual([]);
  });
});

describe("the menu page's API row", () => {
  it('weighs the answers as sent and names their size unpacked', () => {
    const row = menuApiRow('/menu', {
      apiAnswers: [
        { url: `${ORIGIN}/api/v1/menus/100100`, sent: 30_000, bytes: 120_000 },
        { url: `${ORIGIN}/api/v1/pictures`, sent: 5_947, bytes: 19_987 },
      ],
      heading: 'Menu',
      fontBytes: 52_944,
    });
    expect(row).toMatchObject({
      what: 'menu page API answers as sent (of 136.7)',
      path: '/menu',
      bytes: 35_947,
      budget: 40 * 1024,
      kind: 'api',
      files: 2,
      heading: 'Menu',
      fontBytes: 52_944,
    });
  });
});

describe('the part of a page’s scripts a folder holds, by source map', () => {
  // `a();b();c()` on one line: `a();` the reporter's, `b();` the site's, `c()` the contract's part.
  const code = 'a();b();c()';
  const generator = new SourceMapGenerator({ file: '604.js' });
  const segments = [
    [0, 'webpack://host/./src/telemetry/reporter.ts'],
    [4, 'webpack://host/./src/bootstrap.tsx'],
    [8, 'webpack://host/../shared-contracts/src/telemetry/telemetry-batch.ts'],
  ];
  for (const [column, source] of segments) {
    generator.addMapping({
      generated: { line: 1, column },
      original: { line: 1, column: 0 },
      source,
    });
  }
  const map = JSON.parse(generator.toString());

  it('keeps each segment mapped to a picked source, up to the next mapping', () => {
    expect(codeOfSources(code, map, isTelemetrySource)).toBe('a();c()');
    expect(isTelemetrySource('webpack://menuCart/./src/telemetry/x.ts')).toBe(false);
    expect(codeOfSources(code, map, () => false)).toBe('');
  });

  it('judges the part by its own budget, and fails a part measured as nothing', () => {
    const seen = { heading: 'Home', scripts: [{}, {}], runtimes: 0, fontBytes: 50_000 };
    expect(judged(partRow('telemetry', '/', seen, 900, 2048)).ok).toBe(true);
    expect(judged(partRow('telemetry', '/', seen, 2049, 2048)).ok).toBe(false);
    expect(judged(partRow('telemetry', '/', seen, 0, 2048)).ok).toBe(false);
  });
});

describe("a row's verdict", () => {
  const route = {
    what: 'menuCart route entry, beyond shared libraries',
    path: '/menu',
    bytes: 25_067,
    budget: 60 * 1024,
    scripts: [{}, {}, {}],
    apiAnswers: [],
    runtimes: 1,
    twice: [],
    unusedPreloads: [],
    heading: 'Menu',
    fontBytes: 52_944,
  };

  it('meets its budgets: counts its scripts and drops what the report does not keep', () => {
    expect(judged(route)).toEqual({
      what: route.what,
      path: '/menu',
      bytes: 25_067,
      budget: 61_440,
      runtimes: 1,
      twice: [],
      unusedPreloads: [],
      heading: 'Menu',
      fontBytes: 52_944,
      files: 3,
      ok: true,
    });
  });

  it('names each library fetched twice once, by its package', () => {
    const twice = [
      'node_modules/react-dom/cjs/a.js',
      'node_modules/react-dom/cjs/b.js',
      'node_modules/@tanstack/query-core/x.js',
      'shared-ui/src/dialog/Dialog.tsx',
      'shared-contracts/src/state/index.ts',
    ];
    expect(judged({ ...route, twice })).toMatchObject({
      twice: ['react-dom', '@tanstack/query-core', '@qsr/shared-ui', '@qsr/shared-contracts'],
      ok: false,
    });
  });

  it.each([
    ['over its bytes', { bytes: 61_441 }],
    ['over the fonts budget', { fontBytes: 60 * 1024 + 1 }],
    ['a route without the federation runtime', { runtimes: 0 }],
    ['a route with two runtimes', { runtimes: 2 }],
    ['an unused preload', { unusedPreloads: ['/697.js'] }],
    ['a page that did not render', { heading: undefined }],
  ])('breaches on %s', (_, change) => {
    expect(judged({ ...route, ...change }).ok).toBe(false);
  });

  it('lets the home page load one runtime or none, and not the API row none of its answers', () => {
    const home = { ...route, path: '/', bytes: 150_853, budget: 150 * 1024 };
    expect(judged({ ...home, runtimes: 0 }).ok).toBe(true);
    expect(judged({ ...home, runtimes: 1 }).ok).toBe(true);
    expect(judged({ ...home, runtimes: 2 }).ok).toBe(false);
    const api = { ...route, kind: 'api', runtimes: 0, budget: 40 * 1024, scripts: [] };
    expect(judged({ ...api, files: 27 }).ok).toBe(true);
    expect(judged({ ...api, files: 0 }).ok).toBe(false);
  });
});
