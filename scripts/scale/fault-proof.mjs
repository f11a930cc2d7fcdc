// The site through faults, under load (`npm run test:scale`): a replica killed or stopped, Redis
// stopped and back, the ordering API stalled. `wait` is how the proofs let time pass (the
// health checks', Redis's), a parameter so that they can be run faster against stand-ins.
import { exited } from './services.mjs';
import { failed, startLoad } from './load.mjs';
import {
  changeServed,
  readiness,
  servedVersions,
  shown,
  signIn,
  sleep,
  untilReady,
  within,
} from './replicas.mjs';

const LOAD = { paths: ['/api/v1/menus/100100', '/', '/config/remotes.json'] };

/** What a load's results say: how many failed, and of those how many after `after`. */
export function failures(all, after) {
  const failures = all.filter(failed);
  const late = failures.filter((result) => result.started > after);
  const kinds = [...new Set(failures.map((f) => f.error ?? f.status))].join(', ');
  const figure =
    `${all.length} requests, ${failures.length} failed` +
    (failures.length ? ` (${late.length} after the health check; ${kinds})` : '');
  return { failed: failures.length, late: late.length, figure };
}

/** Load through HAProxy while a replica gets `signal`; failures counted before and after its removal. */
export async function replicaStopped(cluster, record, signal, { wait = sleep } = {}) {
  const victim = cluster.replicas[1];
  const load = startLoad(cluster.lbUrl, LOAD);
  await wait(3000);
  const stoppedAt = Date.now();
  victim.child.kill(signal);
  // Two failed checks a second apart take it out; the rest of the run is after that.
  await wait(7000);
  const counted = failures(await load.stop(), stoppedAt + 3000);
  if (signal === 'SIGKILL') {
    record(
      'one replica killed (SIGKILL) during load',
      counted.figure,
      counted.late === 0,
      'only requests in flight on it; none after the health check',
    );
  } else {
    record(
      'one replica stopped (SIGTERM) during load',
      counted.figure,
      counted.failed === 0,
      'zero failed',
    );
  }
  await exited(victim.child);
  await victim.start();
  await wait(2500);
}

/** 14 wrong sign-ins for one account on one replica; their statuses. */
async function wrongSignIns(url) {
  const statuses = [];
  for (let i = 0; i < 14; i += 1)
    statuses.push((await signIn(url, 'away@example.com', 'x')).status);
  return statuses;
}

/** Redis stopped during load, then started again: `careers` and `marketing` are pinned. */
export async function redisAway(
  cluster,
  release,
  record,
  careers,
  marketing,
  { wait = sleep } = {},
) {
  const load = startLoad(cluster.lbUrl, LOAD);
  await wait(1000);
  await cluster.redis.stop();
  await wait(1500);
  const states = (await readiness(cluster)).map((state) => state.status);
  const pinsServed = await servedVersions(cluster, ['careers', 'marketing']);
  const attempts = await wrongSignIns(cluster.replicas[0].url);
  const during = await load.stop();
  const failedDuring = during.filter(failed).length;
  const pinsKept = pinsServed.every(([c, m]) => c === careers && m === marketing);
  record(
    'Redis stopped during load: pages, API and last pins',
    `${during.length} requests, ${failedDuring} failed; pins served: ${pinsKept ? 'the last ones' : JSON.stringify(pinsServed)}`,
    failedDuring === 0 && pinsKept,
    'all served',
  );
  record(
    'Redis stopped: /readyz of each replica',
    states.join(', '),
    states.every((status) => status === 'degraded'),
    'degraded (not down)',
  );
  const allowed = attempts.filter((status) => status !== 429).length;
  record(
    'Redis stopped: 14 wrong sign-ins on one replica',
    `${allowed} allowed, then 429 (memory limits)`,
    // Ten, then the one that opens a 1-s wait (a second one if the machine is slow).
    allowed >= 11 && allowed <= 12,
    '11: ten, one that opens a wait, then refused',
  );
  await redisBack(cluster, release, record);
}

/** Redis started again: readiness and a new pin, with no replica restarted. */
async function redisBack(cluster, release, record) {
  await cluster.redis.start();
  const back = Date.now();
  const ready = await untilReady(cluster, (state) => state.status === 'ready', 10_000);
  const readyAfter = Date.now() - back;
  const rollback = ['rollback', 'marketing', '--env', cluster.environment];
  const resumed = await changeServed(cluster, release, 'marketing', null, ...rollback);
  record(
    'Redis back: readiness and pins resume without a restart',
    `ready ${readyAfter} ms after Redis; a rollback then served in ${shown(resumed)}`,
    ready.every((state) => state.status === 'ready') && within(resumed, 1000),
    'ready, and a new change live within 1 s',
  );
}

/** The ordering API stalled: no replica is ready, yet the site stays up on the live ones. */
export async function orderingApiDown(cluster, record, { wait = sleep } = {}) {
  cluster.sandbox.kill('SIGSTOP');
  // Two failed checks of each replica's /readyz (each waits READY_TIMEOUT_MS for the API).
  await wait(6000);
  const pages = await Promise.all(
    ['/', '/menu', '/about', '/careers'].map(async (page) => {
      const res = await fetch(`${cluster.lbUrl}${page}`, { headers: { accept: 'text/html' } });
      return res.status;
    }),
  );
  const api = await fetch(`${cluster.lbUrl}/api/v1/menus/100100`, {
    signal: AbortSignal.timeout(20_000),
  });
  const message = (await api.json()).message;
  cluster.sandbox.kill('SIGCONT');
  record(
    'ordering API stalled: every replica unready, pages through the load balancer',
    `pages ${pages.join(' ')}; the API ${api.status} "${message}"`,
    pages.every((status) => status === 200) &&
      api.status === 504 &&
      message === 'Connection issue. Please try again.',
    'pages 200 from the live replicas; the API the §8 connection message',
  );
  await untilReady(cluster, (state) => state.code === 200, 15_000, { every: 200 });
}
