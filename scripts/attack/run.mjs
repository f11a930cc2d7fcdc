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
import telemetry from './classes/telemetry.mjs';
import tokens from './classes/tokens.mjs';
import { runFaults } from './faults.mjs';
import { runClass } from './probe.mjs';
import { printReport } from './report.mjs';
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
  // Last of the classes: its flood spends this address's telemetry quota for the minute.
  telemetry,
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

const began = Date.now();
let code = 1;
try {
  const single = chosen.length ? await attack('single') : { results: [] };
  const replicas = await attack('replicas');
  const results = [...single.results, ...replicas.results];
  code = printReport(results, replicas.faults, Date.now() - began) ? 0 : 1;
} catch (error) {
  console.error(error);
}
process.exit(code);
