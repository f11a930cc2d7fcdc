import { cpuBlockingMs } from './cpu-blocking.mjs';

const thread = (pid, tid, name) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid, tid, ts, durMs, cpuMs, name = 'RunTask') => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe("a page's main-thread blocking by CPU time", () => {
  it('counts each task as 4 × its CPU time beyond 50 ms, whatever its wall time', () => {
    const trace = {
      traceEvents: [
        thread(1, 10, 'CrRendererMain'),
        task(1, 10, 0, 80, 20), // 4 × 20 − 50 = 30
        task(1, 10, 100_000, 15, 10), // under 12.5 ms of CPU: nothing
        task(1, 10, 200_000, 40, 30), // 70
      ],
    };
    expect(cpuBlockingMs(trace)).toBe(100);
  });

  it("takes the busiest renderer's main thread, and a nested task within its own", () => {
    const trace = [
      thread(1, 10, 'CrRendererMain'),
      thread(2, 20, 'CrRendererMain'),
      thread(2, 21, 'Compositor'),
      task(1, 10, 0, 5, 5),
      task(2, 20, 0, 100, 25),
      task(2, 20, 10_000, 50, 20, 'ThreadControllerImpl::RunTask'),
      task(2, 21, 0, 500, 500),
    ];
    expect(cpuBlockingMs(trace)).toBe(50);
  });

  it('reads a trace without CPU times by wall time, and one without tasks as none', () => {
    const { tdur, ...noCpu } = task(1, 10, 0, 30, 0);
    expect(tdur).toBe(0);
    expect(cpuBlockingMs([thread(1, 10, 'CrRendererMain'), noCpu])).toBe(70);
    expect(cpuBlockingMs([])).toBe(0);
  });
});
