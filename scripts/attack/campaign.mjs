// The run of `npm run test:attack` (run.mjs) apart from the classes it imports and the sites it
// starts: choosing, running each class against each target, the faults, the report and the
// exit code, so that they can be checked on classes and targets made up for it.
import { runClass } from './probe.mjs';
import { printReport } from './report.mjs';

/**
 * What `run.mjs [class…]` runs: the classes named (by the first word of their name), and the
 * faults only when named; everything when nothing is.
 */
export function choose(only, classes) {
  return {
    chosen: only.length ? classes.filter((c) => only.includes(c.name.split(' ')[0])) : classes,
    withFaults: !only.length || only.includes('faults'),
  };
}

/**
 * The chosen classes against the target `startTarget(kind)` starts, each class's line printed as
 * it ends; then, on the replicas, `runFaults(site)`. The target is stopped whatever happens.
 */
async function attack(kind, { chosen, withFaults }, { startTarget, runFaults }) {
  const started = Date.now();
  const site = await startTarget(kind);
  try {
    console.log(`${site.name} at ${site.url} (started in ${Date.now() - started} ms)`);
    const results = [];
    for (const attackClass of chosen) {
      const t0 = Date.now();
      const result = await runClass(attackClass, site);
      console.log(
        `  ${result.name}: ${result.tried} tried, ${result.refused} refused, ${result.through.length} through (${Date.now() - t0} ms)`,
      );
      for (const { name, saw } of result.through) console.log(`    THROUGH ${name}: ${saw}`);
      results.push(result);
    }
    const faults = kind === 'replicas' && withFaults ? await runFaults(site) : [];
    return { results, faults };
  } finally {
    await site.cluster.stop();
  }
}

/**
 * One BFF (when a class is chosen), then the replicas; the report. Resolves to the exit code:
 * 0 when nothing got through and every fault met its goal, 1 otherwise or on any error.
 */
export async function campaign(plan, targets) {
  const began = Date.now();
  try {
    const single = plan.chosen.length ? await attack('single', plan, targets) : { results: [] };
    const replicas = await attack('replicas', plan, targets);
    const results = [...single.results, ...replicas.results];
    return printReport(results, replicas.faults, Date.now() - began) ? 0 : 1;
  } catch (error) {
    console.error(error);
    return 1;
  }
}
