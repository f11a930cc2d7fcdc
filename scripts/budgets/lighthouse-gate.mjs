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
import { runIfEntry } from './cli.mjs';
import { measuredRun } from './lighthouse-bench.mjs';
import { runGate } from './lighthouse-main.mjs';
import { startSite } from './site.mjs';

runIfEntry(import.meta.url, () =>
  runGate(process.argv.slice(2), { startSite, measure: measuredRun }),
);
