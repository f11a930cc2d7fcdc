import {
  describeOtherWork,
  otherWorkShare,
  otherWorkVerdict,
  parsePidStat,
  parseProcStat,
  sampleCpu,
  treeTicks,
  type CpuSample,
} from './other-work';

describe('other work on the machine', () => {
  it('reads total and busy ticks from /proc/stat, idle and iowait not busy', () => {
    const stat = 'cpu  100 10 40 800 50 0 0 0 7 0\ncpu0 50 5 20 400 25 0 0 0 0 0\n';
    expect(parseProcStat(stat)).toEqual({ total: 1000, busy: 150 });
  });

  it('reads a process line whose command name holds spaces and parentheses', () => {
    const line =
      '4242 (node (bff) x) S 4000 4242 4000 0 -1 4194560 1 0 0 0 120 30 7 3 20 0 11 0 1 1 1';
    expect(parsePidStat(line)).toEqual({ pid: 4242, ppid: 4000, ticks: 160 });
  });

  it('counts the whole tree below the benchmark and nothing beside it', () => {
    const processes = [
      { pid: 1, ppid: 0, ticks: 1000 },
      { pid: 10, ppid: 1, ticks: 5 },
      { pid: 11, ppid: 10, ticks: 7 },
      { pid: 12, ppid: 11, ticks: 11 },
      { pid: 20, ppid: 1, ticks: 500 },
    ];
    expect(treeTicks(processes, 10)).toBe(23);
    expect(treeTicks(processes, 99)).toBe(0);
  });

  it('leaves the benchmark’s own CPU time out of the other work', () => {
    const start: CpuSample = { total: 1000, busy: 100, own: 50 };
    const quiet: CpuSample = { total: 2000, busy: 1000, own: 930 };
    const busy: CpuSample = { total: 2000, busy: 1000, own: 350 };
    expect(otherWorkShare(start, quiet)).toBeCloseTo(0.02);
    expect(otherWorkShare(start, busy)).toBeCloseTo(0.6);
  });

  it('finds the CPU this process spends on a Linux machine', () => {
    const start = sampleCpu();
    if (process.platform !== 'linux') return expect(start).toBeNull();
    const until = process.cpuUsage().user + 300_000;
    while (process.cpuUsage().user < until) Math.sqrt(Math.random());
    const end = sampleCpu();
    // 300 ms of CPU is 30 ticks at the usual 100 Hz; the tree took at least most of them.
    expect(end!.own - start!.own).toBeGreaterThanOrEqual(20);
    expect(end!.total).toBeGreaterThan(start!.total);
  });

  it('calls a run quiet when its median round had under 15 % of other work', () => {
    expect(otherWorkVerdict([0.02, 0.3, 0.1])).toEqual({
      median: 0.1,
      lowest: 0.02,
      highest: 0.3,
      quiet: true,
    });
    // One quiet round does not make a busy run quiet, nor one busy round a quiet run busy.
    expect(otherWorkVerdict([0.6, 0.05, 0.4])?.quiet).toBe(false);
    expect(otherWorkVerdict([0.15])?.quiet).toBe(false);
    expect(otherWorkVerdict([0.149])?.quiet).toBe(true);
    expect(otherWorkVerdict([])).toBeNull();
  });

  it('weighs rounds of different lengths by their length', () => {
    // Short rounds of API calls with no other work, long browser runs with much.
    const verdict = otherWorkVerdict([0, 0, 0, 0.5, 0.4], [1, 1, 1, 40, 40]);
    expect(verdict).toMatchObject({ median: 0.4, lowest: 0, highest: 0.5, quiet: false });
  });

  it('says under what load a run was measured', () => {
    expect(describeOtherWork(otherWorkVerdict([0.38, 0.12, 0.61]))).toBe(
      'other work took 38 % of the CPU time in the median round (rounds 12 % to 61 %): ' +
        'a busy machine, not a quiet run (quiet is under 15 %)',
    );
    expect(describeOtherWork(otherWorkVerdict([0.04]))).toBe(
      'other work took 4 % of the CPU time in the median round: a quiet run (under 15 %)',
    );
    expect(describeOtherWork(null)).toBe('other work unknown (no /proc): not a quiet run');
  });
});
