#!/usr/bin/env node
// `npm run test:lighthouse`, a step of `.ci/run`: Lighthouse's mobile preset on the home page and
// /menu of both channels (a guest's box seeded, as `npm run bench:lighthouse`), three runs each,
// and on a static one-line page served here, taking turns run by run. Each page's medians are
// judged against the reference's (lighthouse-gate-rules.mjs), so that a slow machine, which slows
// both, fails nothing, and a slow page fails the build. Exits 1 on a breach.
//
// Options: --runs <n> (3); --page <url> (repeatable) judges those pages instead of the site's,
// with nothing seeded (the gate's own test gives it a deliberately slowed page); --json <file>
// keeps every run's figures.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measuredRun, seededStorage } from './lighthouse-bench.mjs';
import { medians } from './lighthouse-figures.mjs';
import { GATE_BUDGETS, gateVerdict } from './lighthouse-gate-rules.mjs';
import { printGateVerdicts } from './lighthouse-tables.mjs';
import { startSite } from './site.mjs';

const SITE_PATHS = ['/', '/menu'];

/** The reference: what a page costs on this machine when it costs nothing. */
const REFERENCE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><meta name="description" content="A static ' +
  'page."><title>Reference</title></head><body><h1>A static page.</h1></body></html>';

/** Serves the reference page (at any path: a browser asks for its icon too). */
async function startReference() {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(REFERENCE_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => server.close(),
  };
}

/** The pages to judge: the site's, each with a guest's seeded box, or the ones given. */
async function pagesToJudge(urls) {
  if (urls.length > 0) {
    const pages = urls.map((url) => {
      const { origin, pathname, search } = new URL(url);
      return { label: url, origin, route: `${pathname}${search}`, storage: async () => EMPTY };
    });
    return { pages, stop: () => {} };
  }
  // The servers stand in for machines elsewhere: they yield the cores to the browser.
  const site = await startSite({ nice: 10 });
  const channels = { consumer: site.consumerUrl, catering: site.cateringUrl };
  const pages = Object.entries(channels).flatMap(([channel, origin]) =>
    SITE_PATHS.map((route) => ({
      label: `${channel} ${route}`,
      origin,
      route,
      storage: () => seededStorage(origin, channel === 'catering'),
    })),
  );
  return { pages, stop: site.stop };
}

const EMPTY = { storage: {}, cookies: [] };
const PERFORMANCE_ONLY = { onlyCategories: ['performance'] };

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      page: { type: 'string', multiple: true, default: [] },
      json: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const reference = await startReference();
  const { pages, stop } = await pagesToJudge(values.page).catch((error) => {
    reference.stop();
    throw error;
  });
  const figures = { reference: [], ...Object.fromEntries(pages.map((p) => [p.label, []])) };
  try {
    // Turn by turn, so that whatever else the machine does falls on the reference and the pages
    // alike.
    for (let run = 0; run < runs; run += 1) {
      figures.reference.push(await measuredRun(reference.origin, '/', EMPTY, PERFORMANCE_ONLY));
      for (const page of pages) {
        const storage = await page.storage();
        figures[page.label].push(
          await measuredRun(page.origin, page.route, storage, PERFORMANCE_ONLY),
        );
        process.stderr.write('.');
      }
    }
  } finally {
    stop();
    reference.stop();
  }
  const referenceMedian = medians(figures.reference, GATE_BUDGETS);
  const verdicts = pages.map(({ label }) => gateVerdict(label, referenceMedian, figures[label]));
  console.log(`\n\nLighthouse gate, ${runs}-run medians against a static page of the same run\n`);
  printGateVerdicts(referenceMedian, verdicts);
  const misses = verdicts.filter((v) => v.goalMisses.length > 0);
  if (misses.length > 0)
    console.log(
      `\nGoals not met yet: ${misses.map((v) => `${v.label} (${v.goalMisses.join(', ')})`).join('; ')}.`,
    );
  if (values.json) {
    fs.mkdirSync(path.dirname(values.json), { recursive: true });
    fs.writeFileSync(
      values.json,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, budgets: GATE_BUDGETS, reference: referenceMedian, verdicts, figures }, null, 2)}\n`,
    );
  }
  if (verdicts.some((v) => v.breaches.length > 0)) {
    console.error('\nLighthouse gate: a page is over its budget against the reference.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
