// Pins made with the release CLI, served by every replica within 1 s (`npm run test:scale`):
// a pin, a rollback, and two release managers' pins of different remotes at the same moment.
import { changeServed, servedVersions, shown, sleep, within } from './replicas.mjs';

/** `careers` and `marketing` are released versions of those remotes, pinned in turn. */
export async function pins(cluster, release, record, careers, marketing) {
  const env = ['--env', cluster.environment];
  const pin = ['pin', `careers@${careers}`, ...env];
  // A change of careers' pin, and whether every replica served it within 1 s.
  const servedWithin = async (goal, version, ...args) => {
    const after = await changeServed(cluster, release, 'careers', version, ...args);
    record(goal, `${shown(after)} after it was written`, within(after, 1000), 'within 1 s');
  };
  await servedWithin(
    'a pin made with the release CLI, served by all three replicas',
    careers,
    ...pin,
  );
  await servedWithin(
    'a rollback, served by all three replicas',
    null,
    'rollback',
    'careers',
    ...env,
  );

  await Promise.all([
    release(cluster, ...pin),
    release(cluster, 'pin', `marketing@${marketing}`, ...env),
  ]);
  await sleep(300);
  const both = await servedVersions(cluster, ['careers', 'marketing']);
  const survived = both.every(([c, m]) => c === careers && m === marketing);
  record(
    'two release managers pin careers and marketing at the same moment',
    survived ? 'both pins live on all three replicas' : `served: ${JSON.stringify(both)}`,
    survived,
    'both survive',
  );
}
