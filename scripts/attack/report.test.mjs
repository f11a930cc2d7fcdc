import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { printReport } from './report.mjs';

let printed;
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
});
afterEach(() => jest.restoreAllMocks());

const refused = { name: 'paths', target: 'one BFF', tried: 31, refused: 31, through: [] };
const fault = {
  name: 'Redis stalled (SIGSTOP)',
  requests: 812,
  unanswered: 0,
  p99: 120,
  slowest: { asked: '/api/v1/members/signin', p99: 310 },
  check: '/readyz: degraded, degraded, degraded',
  met: true,
};

describe("the attack run's report", () => {
  it('passes when nothing got through and every fault met its goal', () => {
    expect(printReport([refused], [fault], 95_400)).toBe(true);
    expect(printed).toEqual([
      '\nclass            target           tried  refused  through',
      'paths            one BFF             31       31        0',
      '\nfault (three replicas, under load)             requests no answer      p99  goal',
      'Redis stalled (SIGSTOP)                             812         0   120 ms  ok   <= 2000 ms; /readyz: degraded, degraded, degraded',
      '                                                slowest: /api/v1/members/signin (p99 310 ms)',
      '\n0 through, 0 faults over goal (95 s)',
    ]);
  });

  it('fails on a probe that got through', () => {
    const through = { ...refused, refused: 30, through: [{ name: 'GET /..%2f', saw: '200' }] };
    expect(printReport([through], [], 1000)).toBe(false);
    expect(printed.at(-1)).toBe('\n1 through, 0 faults over goal (1 s)');
  });

  it('fails on a fault over its goal, one that no request survived shown as none', () => {
    const missed = {
      ...fault,
      p99: Infinity,
      unanswered: 3,
      slowest: undefined,
      check: undefined,
      met: false,
    };
    expect(printReport([refused], [missed], 2000)).toBe(false);
    expect(printed).toContain(
      'Redis stalled (SIGSTOP)                             812         3     none  FAIL <= 2000 ms',
    );
    expect(printed.at(-1)).toBe('\n0 through, 1 fault over goal (2 s)');
  });
});
