// Faults under load, on the replica set: Redis stalled and killed, the ordering API stalled,
// a replica killed, a damaged release. Each must still end every request in an answer
// (degraded is fine) within 2 s at the 99th percentile.
import fs from 'node:fs';
import path from 'node:path';
import { exited } from '../scale/cluster.mjs';
import { startLoad } from '../scale/load.mjs';
import { ask, bodyJson } from './ask.mjs';
import { faultFigures } from './fault-figures.mjs';
import { DAMAGED, orderToSubmit, pinnedRelease } from './fault-setup.mjs';
import { CAPTCHA } from './members.mjs';
import { everyReplicaDegraded, readiness, ready } from './readiness.mjs';
import { release } from './release.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a crowd of browsers asks: an API read, pages, the remotes' config, a sign-in (Redis). */
const LOAD = [
  '/api/v1/menus/100101',
  '/',
  '/config/remotes.json',
  {
    method: 'POST',
    path: '/api/v1/members/signin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'crowd@example.com', password: 'guess', captcha: CAPTCHA }),
  },
];

/**
 * Load for a second, then `fault.begin()`, `fault.lasts` ms, `fault.end()`; the load's requests
 * started meanwhile are the fault's. `begin` may resolve to a check (`{ met, said }`);
 * `fault.asked` adds paths to the load.
 */
export async function underLoad(site, fault) {
  const load = startLoad(site.url, { connections: 6, paths: [...LOAD, ...(fault.asked ?? [])] });
  await sleep(1000);
  const from = Date.now();
  // The fault lasts `lasts`, or until its check has its answer if that takes longer.
  const [checked] = await Promise.all([fault.begin(), sleep(fault.lasts)]);
  const to = Date.now();
  await fault.end?.();
  const results = (await load.stop()).filter((r) => r.started >= from && r.started <= to);
  await ready(site);
  return faultFigures(fault.name, results, checked);
}

/**
 * The faults in the order they run, each made for the site once the one before has ended;
 * `run` is the release command (release.mjs).
 */
export const FAULTS = [
  () => ({
    name: 'none (the same load, for comparison)',
    lasts: 3000,
    begin: async () => undefined,
  }),
  (site) => ({
    name: 'Redis stalled (SIGSTOP)',
    lasts: 6000,
    begin: async () => {
      site.cluster.redis.child.kill('SIGSTOP');
      await sleep(4000);
      return everyReplicaDegraded(site);
    },
    end: () => site.cluster.redis.child.kill('SIGCONT'),
  }),
  (site) => ({
    name: 'Redis killed (SIGKILL)',
    lasts: 6000,
    begin: async () => {
      site.cluster.redis.child.kill('SIGKILL');
      await exited(site.cluster.redis.child);
      await sleep(3000);
      return everyReplicaDegraded(site);
    },
    end: () => site.cluster.redis.start(),
  }),
  async (site) => {
    const { sandbox } = site.cluster;
    const submit = await orderToSubmit(site);
    return {
      name: 'ordering API stalled (SIGSTOP)',
      lasts: 8000,
      begin: async () => {
        sandbox.kill('SIGSTOP');
        // A submit already sent cannot be answered "try again": pending, with its order.
        const { answer, orderId } = await submit();
        const body = bodyJson(answer);
        return {
          met: answer.status === 202 && body?.status === 'pending' && body?.orderId === orderId,
          said: `a submit meanwhile: ${answer.status} ${body?.status ?? ''}`,
        };
      },
      end: () => sandbox.kill('SIGCONT'),
    };
  },
  ({ cluster }) => {
    const victim = cluster.replicas[1];
    return {
      name: 'a replica killed (SIGKILL)',
      lasts: 6000,
      begin: async () => {
        victim.child.kill('SIGKILL');
        await exited(victim.child);
        return undefined;
      },
      end: () => victim.start(),
    };
  },
  async (site, run) => {
    const { version, entry } = await pinnedRelease(site, run);
    return {
      name: 'a damaged release (its entry file changed)',
      lasts: 5000,
      asked: [entry],
      begin: async () => {
        const file = path.join(
          site.cluster.releaseRoot,
          'remotes',
          DAMAGED,
          version,
          path.basename(entry),
        );
        fs.appendFileSync(file, '\n/* tampered */\n');
        await sleep(2000);
        const served = await ask(site.url, { path: entry });
        const said = await readiness(site);
        return {
          met:
            served.status === 404 &&
            said.split(', ').every((s) => s === 'ready' || s === 'degraded'),
          said: `the damaged file: ${served.status}; /readyz: ${said}`,
        };
      },
    };
  },
];

/** Each fault under load in turn; resolves to their lines of the report (faultFigures). */
export async function runFaults(site) {
  const results = [];
  for (const faultFor of FAULTS) results.push(await underLoad(site, await faultFor(site, release)));
  return results;
}
