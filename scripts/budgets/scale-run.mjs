// `npm run bench:scale` from the sites' start to its report (scale-bench.mjs), apart from the
// browser: `startSite` is site.mjs's, `browser` the rounds' browser parts (scale-rounds.mjs).
import os from 'node:os';
import { reportScale } from './scale-report.mjs';
import { measureInRounds, startBoth } from './scale-rounds.mjs';

/** Starts both sizes' sites, measures them in rounds, stops them, and reports to `jsonFile`. */
export async function runScale({ plan, jsonFile, startSite, browser }) {
  const sites = await startBoth(plan, startSite);
  const startedAt = new Date();
  const loads = [os.loadavg()[0]];
  let rounds;
  try {
    rounds = await measureInRounds(sites, plan, browser);
  } finally {
    for (const site of sites) site.stop();
  }
  const endedAt = new Date();
  loads.push(os.loadavg()[0]);
  reportScale({ sites, rounds, startedAt, endedAt, loads, jsonFile, plan });
}
