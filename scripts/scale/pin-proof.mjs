// Pins made with the release CLI, served by every replica within 1 s (`npm run test:scale`):
// a pin, a rollback, and two release managers' pins of different remotes at the same moment.
import { changeServed, servedVersions, shown, sleep, within } from './replicas.mjs';

/** `careers` and `marketing` are released versions of those remotes, pinned in turn. */
export async function pins(cluster, release, record, careers, marketing) {
  const env = ['--env', cluster.environment];
  const pin = ['pin', `careers@${careers}`, ...env];
  const afterPin = await changeServed(cluster, release, 'careers', careers, ...pin);
  record(
    'a pin made with the release CLI, served by all three replicas',
    `${shown(afterPin)} after it was written`,
    within(afterPin, 1000),
    'within 1 s',
  );
  const rollback = ['rollback', 'careers', ...env];
  const afterRollback = await changeServed(cluster, release, 'careers', null, ...rollback);
  record(
    'a rollback, served by all three replicas',
    `${shown(afterRollback)} after it was written`,
    within(afterRollback, 1000),
    'within 1 s',
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
