// The canary judge on three replicas (`npm run test:scale`): a broken canary rolled back by
// itself, a good one advanced to 100 %, and no visit served two versions. Customers' visits are
// played over HTTP, as the BFF sees them (no browser): the page's remotes config, which gives a
// new visitor its cohort id; the beacon the host sends for the version it loaded (with a render
// error where that version is the broken one); the visit's next read of the config. The host's
// side of the beacon is proved in a real browser by e2e/tests/canary-telemetry.spec.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './replicas.mjs';

const REMOTE = 'careers';
/**
 * The BFFs' settings for this run: the judge's sample and stage, reached in seconds; and the
 * telemetry rates per page load and per client address, and the sessions a client has counted,
 * since every visit of the run comes through HAProxy from this one machine.
 */
export const CANARY_PROOF_ENV = {
  CANARY_JUDGE_INTERVAL_MS: '1000',
  CANARY_MIN_SESSIONS: '40',
  CANARY_MIN_STAGE_MS: '1500',
  TELEMETRY_RATE_MAX: '1000000',
  TELEMETRY_ADDRESS_RATE_MAX: '1000000',
  TELEMETRY_CLIENT_SESSIONS: '1000000',
};

/** The version of the remote a read of the config serves, and the visitor's cohort cookie. */
async function served(url, address, cookie) {
  const answer = await fetch(`${url}/config/remotes.json`, {
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
  const given = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('qsr-cohort='))
    ?.split(';')[0];
  const config = await answer.json();
  const version = config.remotes.find((entry) => entry.name === REMOTE)?.version ?? null;
  return { version, cookie: cookie ?? given };
}

/** One visit from its own address (HAProxy's X-Forwarded-For, as each customer's would be). */
async function visit(url, n, broken) {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const first = await served(url, address);
  const events = [{ kind: 'loaded', remote: REMOTE, version: first.version }];
  if (first.version === broken)
    events.push({ kind: 'render-error', remote: REMOTE, version: broken });
  const beacon = await fetch(`${url}/api/telemetry`, {
    method: 'POST',
    headers: {
      cookie: first.cookie,
      'x-forwarded-for': address,
      'content-type': 'text/plain;charset=UTF-8',
    },
    body: JSON.stringify({ session: randomBytes(16).toString('hex'), page: '/careers', events }),
  });
  const second = await served(url, address, first.cookie);
  return {
    started: Date.now(),
    first: first.version,
    second: second.version,
    kept: beacon.status === 204,
  };
}

/** Visits, `concurrency` at a time, until `done()` or `timeoutMs`. */
async function drive(url, { broken = null, done, timeoutMs, concurrency = 8, counter }) {
  const visits = [];
  const deadline = Date.now() + timeoutMs;
  const worker = async () => {
    while (Date.now() < deadline && !done()) {
      counter.n += 1;
      const visited = await visit(url, counter.n, broken);
      visits.push({ ...visited, ended: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return visits;
}

/** When the remote's canary ended (aborted or pinned), as `release status` shows it; 0 before. */
function watchCanary(cluster, release) {
  const state = { endedAt: 0, stopped: false };
  const running = new RegExp(`\\s${REMOTE}\\s+\\S+ \\((auto|manual|paused), \\d+ % canary\\)`);
  void (async () => {
    while (!state.stopped && !state.endedAt) {
      const { output } = await release(cluster, 'status', '--env', cluster.environment);
      if (!running.test(output)) state.endedAt = Date.now();
      else await sleep(1000);
    }
  })();
  return state;
}

/** The pins' history as the store keeps it (exported to the pin files to read it). */
async function history(cluster, release) {
  await release(cluster, 'store', 'export');
  const file = path.join(cluster.releaseRoot, 'pins', `${cluster.environment}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).history.filter((e) => e.remote === REMOTE);
}

/**
 * Visits whose two reads differ though no change of the judge's can explain it: a change is
 * served by every replica within its pin cache (1 s), so only a visit that ran then may see it.
 */
export function switched(visits, changes) {
  const times = changes.map((change) => Date.parse(change.at));
  const explained = (v) => times.some((at) => at >= v.started - 1500 && at <= v.ended);
  return visits.filter((v) => v.first !== v.second && !explained(v)).length;
}

/** A canary run by the judge while visits come, until it ended and 2 s more (all served then). */
async function canaryRun(cluster, release, counter, version, { stages, broken }) {
  const stageArgs = stages ? ['--stages', stages] : [];
  await release(
    cluster,
    'canary',
    'start',
    `${REMOTE}@${version}`,
    '--env',
    cluster.environment,
    ...stageArgs,
    '--auto',
  );
  const started = Date.now();
  const watch = watchCanary(cluster, release);
  const visits = await drive(cluster.lbUrl, {
    broken,
    counter,
    timeoutMs: 120_000,
    done: () => watch.endedAt > 0 && Date.now() - watch.endedAt > 2000,
  });
  watch.stopped = true;
  // A canary the judge left running would hold the next one off: a release manager ends it.
  if (!watch.endedAt) {
    await release(
      cluster,
      'canary',
      'abort',
      REMOTE,
      '--env',
      cluster.environment,
      '--reason',
      'the proof ran out of time',
    );
  }
  const settled = visits.filter((v) => watch.endedAt && v.started > watch.endedAt + 1000);
  return { started, endedAt: watch.endedAt, visits, settled };
}

/**
 * Beacons refused of visits served one version throughout: a visit a stage change fell in
 * reports the version it loaded, which its cohort is no longer served, and is refused
 * (`not-served`), as a page left open across the change would be.
 */
const lost = (visits) => visits.filter((v) => v.first === v.second && !v.kept).length;
const after = (ms) => (ms > 0 ? `${(ms / 1000).toFixed(1)} s` : 'never');

/**
 * `first` is pinned; `second` another released version of the same remote. A good canary of
 * `second` first (no errors: advanced to 100 %, pinned); then `first` again as a canary that
 * plays a build throwing on render (each of its visits reports a render error), at 10 %.
 */
export async function canaryProof(cluster, release, record, { first, second }) {
  const counter = { n: 0 };
  const good = await canaryRun(cluster, release, counter, second, {});
  const afterGood = await history(cluster, release);
  const advances = afterGood.filter(
    (e) => e.action === 'canary-advance' && e.by === 'canary judge',
  );
  record(
    `a good canary (${REMOTE}@${second}), advanced by the judge through every stage`,
    `${['5', ...advances.map((e) => e.share)].join(' → ')} % in ${after(good.endedAt - good.started)}, ` +
      `${good.visits.length} visits; beacons not kept: ${lost(good.visits)}; ` +
      `visits after it, on ${second}: ${good.settled.filter((v) => v.first === second).length} of ${good.settled.length}`,
    advances.map((e) => e.share).join(',') === '25,50,100' &&
      lost(good.visits) === 0 &&
      good.settled.length > 0 &&
      good.settled.every((v) => v.first === second),
    '5 → 25 → 50 → 100 %, then everyone on it',
  );

  const broken = await canaryRun(cluster, release, counter, first, {
    stages: '10,50,100',
    broken: first,
  });
  const all = await history(cluster, release);
  const abort = all.find((e) => e.action === 'canary-abort' && e.by === 'canary judge');
  const onCanary = broken.visits.filter((v) => v.first === first).length;
  const took = abort ? Date.parse(abort.at) - broken.started : 0;
  record(
    `a broken canary (${REMOTE}@${first} throwing on render) at 10 %, rolled back by the judge`,
    `aborted ${after(took)} after its start, after ${onCanary} canary and ` +
      `${broken.visits.length - onCanary} stable visits; beacons not kept: ${lost(broken.visits)}; visits after ` +
      `it, on ${second}: ${broken.settled.filter((v) => v.first === second).length} of ${broken.settled.length}. ` +
      `Why: ${abort?.reason ?? 'no abort recorded'}`,
    Boolean(abort) &&
      took <= 60_000 &&
      lost(broken.visits) === 0 &&
      broken.settled.length > 0 &&
      broken.settled.every((v) => v.first === second),
    'within 60 s, then everyone on stable',
  );

  const visits = [...good.visits, ...broken.visits];
  const midway = switched(
    visits,
    all.filter((e) => e.by === 'canary judge'),
  );
  record('visits that switched version midway', `${midway} of ${visits.length}`, midway === 0, '0');
}
