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
import { campaign, choose } from './campaign.mjs';
import { runFaults } from './faults.mjs';
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
const plan = choose(process.argv.slice(2), CLASSES);
process.exit(await campaign(plan, { startTarget, runFaults }));
