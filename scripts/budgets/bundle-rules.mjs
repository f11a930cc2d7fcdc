// The bundle budget's rules (bundle-budget.mjs): from what a visit of a page saw (its scripts,
// their library sources, the preloads it used) to a row of the table and its verdict. Apart from
// the browser that sees it, so that each rule can be checked on a page made up for it.
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export const KIB = 1024;
export const BUDGETS = {
  homeKiB: 150,
  remoteRouteKiB: 60,
  menuApiKiB: 40,
  fontKiB: 60,
  telemetryKiB: 2,
};

/** The host's telemetry reporter and its part of the contract (at most 2 KiB of the home page). */
export const isTelemetrySource = (source) =>
  /^webpack:\/\/host\/(src|shared-contracts\/src)\/telemetry\//.test(source);

export const kib = (bytes) => (bytes / KIB).toFixed(1);

/** Which build a script URL belongs to, and its file on disk (`distOf`: dist folder by build). */
export function locate(url, distOf) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  const [build, file] = remote ? [remote[1], remote[2]] : ['host', pathname.slice(1)];
  return { build, file: distOf[build] ? path.join(distOf[build], file) : null };
}

/** The library a source map's source is of: `node_modules/react-dom/…` → `react-dom`. */
export function librarySource(source) {
  return /(node_modules\/.+|shared-(?:contracts|ui)\/src\/.+)$/.exec(source)?.[1] ?? null;
}

const isRuntimeCore = (source) =>
  source.startsWith('node_modules/@module-federation/runtime-core/');
// Each build's own runtime glue (module federation's bundler runtime bound to its own
// __webpack_require__, the style loaders' injection helpers) is not a shared library.
const isPerBuildRuntime = (source) =>
  (source.startsWith('node_modules/@module-federation/') && !isRuntimeCore(source)) ||
  /^node_modules\/(css-loader|style-loader)\/dist\/runtime\//.test(source);

/** The chunk ids a webpack chunk file registers (`(self.webpackChunkhost||[]).push([[68],…`). */
export function chunkIdsOf(body) {
  const ids = /\.push\(\[\[([^\]]*)\]/.exec(body.toString('utf8', 0, 400))?.[1] ?? '';
  return ids
    .split(',')
    .map((id) => id.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}

/**
 * How many of a page's scripts carry the Module Federation runtime core, and the library
 * sources found in two of them; `sourcesOf(script)` gives a script's library sources.
 */
export function sharedLibraries(scripts, sourcesOf) {
  const owners = new Map();
  let runtimes = 0;
  for (const script of scripts) {
    const sources = sourcesOf(script);
    if (sources.some(isRuntimeCore)) runtimes += 1;
    for (const source of sources) {
      if (isPerBuildRuntime(source)) continue;
      const seen = owners.get(source) ?? new Set();
      seen.add(script.url);
      owners.set(source, seen);
    }
  }
  const twice = [...owners].filter(([, urls]) => urls.size > 1).map(([source]) => source);
  return { runtimes, twice };
}

/**
 * The paths of what index.html preloaded and the page did not use: a style sheet not applied, a
 * script whose chunks webpack never received (`preloads` as the page reported them).
 */
export function unusedPreloads(preloads, scripts) {
  const received = new Set(preloads.received);
  return [
    ...preloads.unusedSheets,
    ...preloads.scripts.filter((href) => {
      const ids = scripts.find((script) => script.url === href)?.chunkIds ?? [];
      return !ids.some((id) => received.has(id));
    }),
  ].map((href) => new URL(href).pathname);
}

const libraryOf = (source) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
  (source.startsWith('shared-ui/') ? '@qsr/shared-ui' : '@qsr/shared-contracts');

/**
 * The part of a script's code that its source map gives to the sources `matches` picks: each
 * mapped segment runs to the next mapping on its line. Sources come normalized
 * (`webpack://host/./src/a.ts` as `webpack://host/src/a.ts`).
 */
export function codeOfSources(code, map, matches) {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const mappings = [];
  consumer.eachMapping((mapping) => mappings.push(mapping));
  let picked = '';
  mappings.forEach((mapping, i) => {
    if (!mapping.source || !matches(mapping.source)) return;
    const next = mappings[i + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    picked += line.slice(mapping.generatedColumn, end);
  });
  return picked;
}

/** A row for a part of a page's scripts (`bytes`: its code, gzip), judged by its own budget. */
export function partRow(what, route, seen, bytes, budget) {
  return {
    what,
    path: route,
    bytes,
    budget,
    kind: 'part',
    heading: seen.heading,
    scripts: [],
    files: seen.scripts.length,
    runtimes: seen.runtimes,
    twice: [],
    unusedPreloads: [],
    fontBytes: seen.fontBytes,
  };
}

/**
 * The API answers a page read (its menu and product pictures), as they came over the wire
 * (`scripts` counts the answers; the line names their size uncompressed).
 */
export function menuApiRow(route, seen) {
  const sent = seen.apiAnswers.reduce((sum, answer) => sum + answer.sent, 0);
  const bytes = seen.apiAnswers.reduce((sum, answer) => sum + answer.bytes, 0);
  return {
    what: `menu page API answers as sent (of ${kib(bytes)})`,
    path: route,
    bytes: sent,
    budget: BUDGETS.menuApiKiB * KIB,
    kind: 'api',
    heading: seen.heading,
    scripts: [],
    files: seen.apiAnswers.length,
    runtimes: 0,
    twice: [],
    unusedPreloads: [],
    fontBytes: seen.fontBytes,
  };
}

/** A measured row as the table and the JSON keep it: its libraries named, and its verdict. */
export function judged({ scripts, apiAnswers: _apiAnswers, ...row }) {
  return {
    ...row,
    files: row.files ?? scripts.length,
    twice: [...new Set(row.twice.map(libraryOf))],
    ok:
      row.bytes <= row.budget &&
      row.fontBytes <= BUDGETS.fontKiB * KIB &&
      // The API answers read, the part measured: nothing seen is a measurement that failed.
      (row.kind === 'api' || row.kind === 'part' ? row.files > 0 && row.bytes > 0 : true) &&
      row.twice.length === 0 &&
      // A remote's route loads the host's federation chunk once; the home page, none or one.
      (row.kind === 'api' || (row.path === '/' ? row.runtimes <= 1 : row.runtimes === 1)) &&
      row.unusedPreloads.length === 0 &&
      !!row.heading,
  };
}
