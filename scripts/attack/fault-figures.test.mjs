import { describe, expect, it } from '@jest/globals';
import { faultFigures, P99_GOAL_MS } from './fault-figures.mjs';

/** `count` requests of `path`, each `ms` long (status 0: no answer). */
const requests = (count, path, ms, status = 200) =>
  Array.from({ length: count }, (_, i) => ({ path, started: i, ended: i + ms, status }));

describe("a fault's line of the report", () => {
  it('meets the goal when 99 of 100 requests end within it, naming the slowest path', () => {
    const results = [...requests(99, '/', 40), ...requests(1, '/api/v1/menus/100101', 9000)];
    expect(faultFigures('Redis stalled (SIGSTOP)', results)).toEqual({
      name: 'Redis stalled (SIGSTOP)',
      requests: 100,
      unanswered: 0,
      p99: 40,
      slowest: { asked: '/api/v1/menus/100101', p99: 9000 },
      check: undefined,
      met: true,
    });
  });

  it('misses it when more than one in a hundred is slower than the goal', () => {
    const results = [...requests(98, '/', 40), ...requests(2, '/', P99_GOAL_MS + 1)];
    expect(faultFigures('a replica killed (SIGKILL)', results)).toMatchObject({
      p99: P99_GOAL_MS + 1,
      met: false,
    });
  });

  it('counts a request without an answer as endless', () => {
    const results = [...requests(50, '/', 40), ...requests(2, '/config/remotes.json', 5, 0)];
    expect(faultFigures('Redis killed (SIGKILL)', results)).toMatchObject({
      unanswered: 2,
      p99: Infinity,
      slowest: { asked: '/config/remotes.json', p99: Infinity },
      met: false,
    });
  });

  it("misses it when the fault's own check failed, and says what the check saw", () => {
    const checked = { met: false, said: '/readyz: ready, degraded, ready' };
    expect(faultFigures('Redis stalled', requests(10, '/', 40), checked)).toMatchObject({
      check: '/readyz: ready, degraded, ready',
      met: false,
    });
  });

  it('passes a fault during which no request started', () => {
    expect(faultFigures('none', [])).toMatchObject({
      requests: 0,
      p99: 0,
      slowest: undefined,
      met: true,
    });
  });
});
