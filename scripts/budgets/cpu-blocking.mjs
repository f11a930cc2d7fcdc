// A page's main-thread blocking as Lighthouse counts it (each task's time × 4 beyond 50 ms),
// but from each task's CPU time in the run's trace, not its wall time: a task's wall time here
// is 1.2–2 × its CPU time as other work on the machine comes and goes, and a run's TBT moves
// with it (docs/performance.md, "Why the same build's TBT moves between runs"). Steadier, so a
// trick's worth shows in fewer runs.

/** Lighthouse's mobile preset slows the CPU 4×; a task over 50 ms blocks for the rest. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const isTask = (event) =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/**
 * The sum of max(0, 4 × CPU ms − 50) over the page's main-thread tasks in `trace` (Chromium's
 * trace events: `traceEvents` or the array). The page's main thread is the renderer main thread
 * (`CrRendererMain`) that ran the longest; a nested task counts within the task around it.
 */
export function cpuBlockingMs(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasksByThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!isTask(event) || !mains.has(thread)) continue;
    if (!tasksByThread.has(thread)) tasksByThread.set(thread, []);
    tasksByThread.get(thread).push(event);
  }
  const busyTime = (tasks) => tasks.reduce((sum, e) => sum + e.dur, 0);
  const busiest = [...tasksByThread.values()].reduce(
    (most, tasks) => (busyTime(tasks) > busyTime(most) ? tasks : most),
    [],
  );
  let blocking = 0;
  let end = -Infinity;
  for (const task of busiest.sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    const cpuMs = (task.tdur ?? task.dur) / 1000;
    blocking += Math.max(0, SLOWDOWN * cpuMs - LONG_TASK_MS);
  }
  return Math.round(blocking);
}
