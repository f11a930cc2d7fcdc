// What the scale proofs ask of the replicas over HTTP: the version of a remote each serves, how
// long a release command's change took to be served, readiness, a sign-in.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The version of `remote` the site at `url` serves (null: none). */
export async function servedVersion(url, remote) {
  const config = await (await fetch(`${url}/config/remotes.json`)).json();
  return config.remotes.find((entry) => entry.name === remote)?.version ?? null;
}

/** The versions of `remotes` each replica serves, one array per replica. */
export const servedVersions = (cluster, remotes) =>
  Promise.all(
    cluster.replicas.map(async (replica) => {
      const versions = [];
      for (const remote of remotes) versions.push(await servedVersion(replica.url, remote));
      return versions;
    }),
  );

/**
 * Runs a release command (`release(cluster, ...args)`) while every replica is asked what it
 * serves, and gives how long after the command's change was written each replica served
 * `version` of `remote` (null: not within 5 s; 0: it served it before the command's line
 * reached us).
 */
export async function changeServed(cluster, release, remote, version, ...args) {
  let doneAt = 0;
  const firstServed = cluster.replicas.map(async (replica) => {
    for (;;) {
      if (doneAt && Date.now() - doneAt > 5000) return null;
      if ((await servedVersion(replica.url, remote)) === version) return Date.now();
      await sleep(10);
    }
  });
  ({ doneAt } = await release(cluster, ...args));
  return (await Promise.all(firstServed)).map((at) =>
    at === null ? null : Math.max(0, at - doneAt),
  );
}

/** Times as changeServed gives them, for a figure. */
export const shown = (times) => times.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ');
/** Whether every time is there, and under `ms`. */
export const within = (times, ms) => times.every((time) => time !== null && time < ms);

/** Each replica's /readyz: its status code and its body's status. */
export const readiness = (cluster) =>
  Promise.all(
    cluster.replicas.map(async (replica) => {
      const res = await fetch(`${replica.url}/readyz`);
      return { code: res.status, status: (await res.json()).status };
    }),
  );

/** Waits (up to `ms`) until `ready` of every replica's readiness; returns the last readiness. */
export async function untilReady(cluster, ready, ms, { every = 100 } = {}) {
  const since = Date.now();
  let states = await readiness(cluster);
  while (!states.every(ready) && Date.now() - since < ms) {
    await sleep(every);
    states = await readiness(cluster);
  }
  return states;
}

/** A member's sign-in at `url`, with the sandbox's captcha answer. */
export const signIn = (url, email, password) =>
  fetch(`${url}/api/v1/members/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, captcha: 'sandbox-captcha-ok' }),
  });

/** The next patch version of a released one: another build of the same remote. */
export const nextPatch = (version) => version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
