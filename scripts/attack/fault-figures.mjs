// What a fault under load (faults.mjs) is judged by: the 99th percentile of the load's requests
// while it lasted, and which of them were slowest. Apart from the replicas and the load, so
// that the judgement can be checked on requests made up for it.
import { percentile } from '../../tooling/bench/statistics.ts';

export const P99_GOAL_MS = 2000;

/** The 99th percentile of the requests' times; one without an answer counts as endless. */
function p99(results) {
  const times = results.map((result) =>
    result.status === 0 ? Infinity : result.ended - result.started,
  );
  return times.length ? percentile(times, 0.99) : 0;
}

/**
 * A fault's line of the report, from the load's requests (`{ path, started, ended, status }`)
 * started while it lasted and what its own check saw (`{ met, said }`, if it has one).
 */
export function faultFigures(name, results, checked) {
  const worst = p99(results);
  // Which of the load's requests were slow: the path with the highest p99 of its own.
  const byPath = [...new Set(results.map((r) => r.path))]
    .map((asked) => ({ asked, p99: p99(results.filter((r) => r.path === asked)) }))
    .sort((a, b) => b.p99 - a.p99);
  return {
    name,
    requests: results.length,
    unanswered: results.filter((r) => r.status === 0).length,
    p99: worst,
    slowest: byPath[0],
    check: checked?.said,
    met: worst <= P99_GOAL_MS && (checked?.met ?? true),
  };
}
