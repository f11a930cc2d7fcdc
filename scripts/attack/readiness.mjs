// What the replicas' /readyz say, for the faults under load (faults.mjs): degraded is fine while
// Redis is gone, and each fault waits for ready before the next.
import { ask, bodyJson } from './ask.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What each replica's /readyz says, as the report shows it (an empty state: no answer). */
export const readiness = async (site) =>
  (
    await Promise.all(
      site.replicaUrls.map(async (url) => bodyJson(await ask(url, { path: '/readyz' }))?.status),
    )
  ).join(', ');

/** Until every replica's /readyz says ready (at most 20 s). */
export async function ready(site) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const states = (await readiness(site)).split(', ');
    if (states.every((state) => state === 'ready')) return;
    await sleep(200);
  }
}

/** Every replica's /readyz says degraded (Redis is gone): each still answers, without it. */
export async function everyReplicaDegraded(site) {
  const said = await readiness(site);
  return { met: said.split(', ').every((s) => s === 'degraded'), said: `/readyz: ${said}` };
}
