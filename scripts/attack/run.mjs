#!/usr/bin/env node
// `npm run test:attack`: every class of attack against one BFF and against three replicas
// behind HAProxy sharing Redis, then faults under load on the replicas. Prints tried / refused
// / through per class and the p99 during each fault; exits 1 when anything got through or a
// fault's p99 is over 2 s. Run with tsx as a loader (the storage class reads the site's own
// readers): node --import tsx scripts/attack/run.mjs [class…]
import auth from './classes/auth.mjs';
import braze from './classes/braze.mjs';
import encodings from './classes/encodings.mjs';
import limits from './classes/limits.mjs';
import lockout from './classes/lockout.mjs';
import money from './classes/money.mjs';
import paths from './classes/paths.mjs';
import proxies from './classes/proxies.mjs';
import releaseClass from './classes/release.mjs';
import storage from './classes/storage.mjs';
import tokens from './classes/tokens.mjs';
import { P99_GOAL_MS, runFaults } from './faults.mjs';
import { runClass } from './probe.mjs';
import { startTarget } from './site.mjs';

const CLASSES = [
  paths,
  encodings,
  auth,
  limits,
  lockout,
  tokens,
  money,
  braze,
  releaseClass,
  storage,
  proxies,
];
// `run.mjs money faults`: only those classes, and the faults only when named.
const only = process.argv.slice(2);
const chosen = only.length ? CLASSES.filter((c) => only.includes(c.name.split(' ')[0])) : CLASSES;
const withFaults = !only.length || only.includes('faults');

async function attack(kind) {
  const started = Date.now();
  const site = await startTarget(kind);
  try {
    console.log(`${site.name} at ${site.url} (started in ${Date.now() - started} ms)`);
    const results = [];
    for (const attackClass of chosen) {
      const t0 = Date.now();
      const result = await runClass(attackClass, site);
      console.log(
        `  ${result.name}: ${result.tried} tried, ${result.refused} refused, ${result.through.length} through (${Date.now() - t0} ms)`,
      );
      for (const { name, saw } of result.through) console.log(`    THROUGH ${name}: ${saw}`);
      results.push(result);
    }
    const faults = kind === 'replicas' && withFaults ? await runFaults(site) : [];
    return { results, faults };
  } finally {
    await site.cluster.stop();
  }
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

const began = Date.now();
let code = 1;
try {
  const single = chosen.length ? await attack('single') : { results: [] };
  const replicas = await attack('replicas');
  const results = [...single.results, ...replicas.results];
  console.log(
    `\n${pad('class', 17)}${pad('target', 16)}${padLeft('tried', 6)}${padLeft('refused', 9)}${padLeft('through', 9)}`,
  );
  for (const r of results) {
    console.log(
      `${pad(r.name, 17)}${pad(r.target, 16)}${padLeft(r.tried, 6)}${padLeft(r.refused, 9)}${padLeft(r.through.length, 9)}`,
    );
  }
  const { faults } = replicas;
  if (faults.length) {
    console.log(
      `\n${pad('fault (three replicas, under load)', 46)}${padLeft('requests', 9)}${padLeft('no answer', 10)}${padLeft('p99', 9)}  goal`,
    );
    for (const f of faults) {
      const p99 = f.p99 === Infinity ? 'none' : `${f.p99} ms`;
      console.log(
        `${pad(f.name, 46)}${padLeft(f.requests, 9)}${padLeft(f.unanswered, 10)}${padLeft(p99, 9)}  ${f.met ? 'ok  ' : 'FAIL'} <= ${P99_GOAL_MS} ms${f.check ? `; ${f.check}` : ''}`,
      );
      if (f.slowest)
        console.log(`${' '.repeat(48)}slowest: ${f.slowest.asked} (p99 ${f.slowest.p99} ms)`);
    }
  }
  const through = results.reduce((sum, r) => sum + r.through.length, 0);
  const missed = faults.filter((f) => !f.met).length;
  console.log(
    `\n${through} through, ${missed} fault${missed === 1 ? '' : 's'} over goal (${Math.round((Date.now() - began) / 1000)} s)`,
  );
  code = through === 0 && missed === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
}
process.exit(code);
