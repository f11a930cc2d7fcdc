// Faults under load, on the replica set: Redis stalled and killed, the ordering API stalled,
// a replica killed, a damaged release. Each must still end every request in an answer
// (degraded is fine) within 2 s at the 99th percentile.
import fs from 'node:fs';
import path from 'node:path';
import { exited } from '../scale/cluster.mjs';
import { startLoad } from '../scale/load.mjs';
import { ask, askJson, bodyJson } from './ask.mjs';
import { faultFigures } from './fault-figures.mjs';
import { CAPTCHA } from './members.mjs';
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

/** Until every replica's /readyz says ready (at most 20 s). */
async function ready(site) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const states = await Promise.all(
      site.replicaUrls.map(async (url) => bodyJson(await ask(url, { path: '/readyz' }))?.status),
    );
    if (states.every((state) => state === 'ready')) return;
    await sleep(200);
  }
}

/**
 * Load for a second, then `fault.begin()`, `fault.lasts` ms, `fault.end()`; the load's requests
 * started meanwhile are the fault's. `begin` may resolve to a check (`{ met, said }`).
 */
async function underLoad(site, fault, extra = []) {
  const load = startLoad(site.url, { connections: 6, paths: [...LOAD, ...extra] });
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

/** What each replica's /readyz says. */
const readiness = async (site) =>
  (
    await Promise.all(
      site.replicaUrls.map(async (url) => bodyJson(await ask(url, { path: '/readyz' }))?.status),
    )
  ).join(', ');

/** An order with a card token, ready to submit: the submit is sent while the API is stalled. */
async function orderToSubmit(site) {
  const order = bodyJson(
    await askJson(site.url, 'POST', '/api/v1/orders/create', { menu_id: 100101 }),
  );
  await askJson(site.url, 'POST', `/api/v1/orders/${order.id}/products`, {
    products: [{ id: 100101001, quantity: 1, choices: [] }],
  });
  const total = bodyJson(await askJson(site.url, 'POST', `/api/v1/orders/${order.id}/validate`))
    ?.totals?.total;
  const card = { number: '4111111111111111', expiry: '12/30', cvv: '123', zip: '27601' };
  const token = bodyJson(
    await askJson(site.url, 'POST', `/api/v1/orders/${order.id}/token`, card),
  )?.token;
  return () =>
    askJson(
      site.url,
      'POST',
      `/api/v1/orders/${order.id}/submit`,
      {
        usertype: 'guest',
        user: {
          first_name: 'Pat',
          last_name: 'Guest',
          email: 'pat@example.com',
          phone: '9195550123',
        },
        payments: [{ type: 'creditcard', amount: total, token }],
      },
      { 'idempotency-key': `attack-${order.id}` },
    ).then((answer) => ({ answer, orderId: order.id }));
}

/** The remote the damaged release is of (the release class builds others). */
const DAMAGED = 'locator';

/** Releases the locator from its build and pins it; resolves to its version and entry's path. */
async function pinnedRelease(site) {
  const built = await release(site, 'build', DAMAGED, '--from-dist');
  const version = new RegExp(`released ${DAMAGED}@(\\S+)`).exec(built.output)?.[1];
  const pinned = await release(site, 'pin', `${DAMAGED}@${version}`, '--env', site.environment);
  if (!version || pinned.code !== 0) {
    throw new Error(`release: ${built.output}${pinned.output}`);
  }
  for (let i = 0; i < 50; i += 1) {
    const remotes = bodyJson(await ask(site.url, { path: '/config/remotes.json' }))?.remotes ?? [];
    const entry = remotes.find(
      (remote) => remote.name === DAMAGED && remote.version === version,
    )?.entry;
    if (entry) return { version, entry: new URL(entry, site.url).pathname };
    await sleep(100);
  }
  throw new Error(`${DAMAGED}@${version} was pinned but never served`);
}

/** Every replica's /readyz says degraded (Redis is gone): each still answers, without it. */
async function everyReplicaDegraded(site) {
  const said = await readiness(site);
  return { met: said.split(', ').every((s) => s === 'degraded'), said: `/readyz: ${said}` };
}

export async function runFaults(site) {
  const { redis, sandbox, replicas, releaseRoot } = site.cluster;
  const results = [];
  results.push(
    await underLoad(site, {
      name: 'none (the same load, for comparison)',
      lasts: 3000,
      begin: async () => undefined,
    }),
  );

  results.push(
    await underLoad(site, {
      name: 'Redis stalled (SIGSTOP)',
      lasts: 6000,
      begin: async () => {
        redis.child.kill('SIGSTOP');
        await sleep(4000);
        return everyReplicaDegraded(site);
      },
      end: () => redis.child.kill('SIGCONT'),
    }),
  );

  results.push(
    await underLoad(site, {
      name: 'Redis killed (SIGKILL)',
      lasts: 6000,
      begin: async () => {
        redis.child.kill('SIGKILL');
        await exited(redis.child);
        await sleep(3000);
        return everyReplicaDegraded(site);
      },
      end: () => redis.start(),
    }),
  );

  const submit = await orderToSubmit(site);
  results.push(
    await underLoad(site, {
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
    }),
  );

  const victim = replicas[1];
  results.push(
    await underLoad(site, {
      name: 'a replica killed (SIGKILL)',
      lasts: 6000,
      begin: async () => {
        victim.child.kill('SIGKILL');
        await exited(victim.child);
        return undefined;
      },
      end: () => victim.start(),
    }),
  );

  const { version, entry } = await pinnedRelease(site);
  results.push(
    await underLoad(
      site,
      {
        name: 'a damaged release (its entry file changed)',
        lasts: 5000,
        begin: async () => {
          const file = path.join(releaseRoot, 'remotes', DAMAGED, version, path.basename(entry));
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
      },
      [entry],
    ),
  );
  return results;
}
