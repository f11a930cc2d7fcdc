/**
 * How much of the machine other work took while the benchmark ran: the CPU time all processes
 * used (`/proc/stat`) minus what the benchmark's own process tree used (this process, its live
 * descendants and the children it has reaped, `/proc/<pid>/stat`). The load average cannot say
 * this: the benchmark's own servers and load generator raise it to about one run queue per CPU.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { median, weightedMedian } from './statistics';

/** Other work under this share of the machine's CPU time counts as a quiet machine. */
export const QUIET_OTHER_WORK = 0.15;

export interface CpuSample {
  /** Every CPU's time, busy or idle, in clock ticks. */
  total: number;
  /** Every CPU's busy time (all but idle and iowait), in clock ticks. */
  busy: number;
  /** The CPU time of the benchmark's process tree, in clock ticks. */
  own: number;
}

/** The machine's total and busy ticks from the `cpu` line of `/proc/stat`. */
export function parseProcStat(stat: string): { total: number; busy: number } {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no cpu line');
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { total, busy: total - idle };
}

export interface ProcessTimes {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime: the process and the children it has waited for. */
  ticks: number;
}

/** The fields of `/proc/<pid>/stat` the tree needs (the command name may hold spaces). */
export function parsePidStat(stat: string): ProcessTimes {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields from the state (3rd of the line): ppid is the 4th, utime..cstime the 14th to 17th.
  const field = (n: number) => Number(afterName[n - 3]);
  return {
    pid: Number(stat.slice(0, stat.indexOf(' '))),
    ppid: field(4),
    ticks: field(14) + field(15) + field(16) + field(17),
  };
}

/** The ticks of `root` and of every process below it. */
export function treeTicks(processes: ProcessTimes[], root: number): number {
  const children = new Map<number, ProcessTimes[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let sum = 0;
  const visit = (p: ProcessTimes) => {
    sum += p.ticks;
    for (const child of children.get(p.pid) ?? []) visit(child);
  };
  const self = processes.find((p) => p.pid === root);
  if (self) visit(self);
  return sum;
}

function readProcesses(): ProcessTimes[] {
  const processes: ProcessTimes[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.push(parsePidStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // the process ended while the list was read
    }
  }
  return processes;
}

/** A sample of the machine and of this process tree; null where `/proc` is not there. */
export function sampleCpu(): CpuSample | null {
  try {
    const machine = parseProcStat(readFileSync('/proc/stat', 'utf8'));
    return { ...machine, own: treeTicks(readProcesses(), process.pid) };
  } catch {
    return null;
  }
}

/** Other work's share of the machine's CPU time between two samples (0 to 1). */
export function otherWorkShare(start: CpuSample, end: CpuSample): number {
  const total = end.total - start.total;
  if (total <= 0) return 0;
  const other = end.busy - start.busy - (end.own - start.own);
  return Math.min(1, Math.max(0, other / total));
}

/** What a run's rounds say of the machine: the other work's median, range, and if it was quiet. */
export interface OtherWorkVerdict {
  median: number;
  lowest: number;
  highest: number;
  /** The median round had under QUIET_OTHER_WORK of other work: the run's figures count. */
  quiet: boolean;
}

/**
 * The verdict on the rounds' shares of other work; null when none could be measured. Rounds of
 * different lengths weigh by their length (`weights`, in any unit), else alike.
 */
export function otherWorkVerdict(
  shares: readonly number[],
  weights?: readonly number[],
): OtherWorkVerdict | null {
  if (shares.length === 0) return null;
  const middle = weights ? weightedMedian(shares, weights) : median(shares);
  return {
    median: middle,
    lowest: Math.min(...shares),
    highest: Math.max(...shares),
    quiet: middle < QUIET_OTHER_WORK,
  };
}

/** A share of the CPU time as the reports print it (`38 %`). */
export const percentOf = (share: number) => `${Math.round(share * 100)} %`;

/** The verdict in a sentence, for a benchmark's report. */
export function describeOtherWork(verdict: OtherWorkVerdict | null): string {
  if (!verdict) return 'other work unknown (no /proc): not a quiet run';
  const range =
    verdict.lowest === verdict.highest
      ? ''
      : ` (rounds ${percentOf(verdict.lowest)} to ${percentOf(verdict.highest)})`;
  return (
    `other work took ${percentOf(verdict.median)} of the CPU time in the median round${range}: ` +
    (verdict.quiet
      ? `a quiet run (under ${percentOf(QUIET_OTHER_WORK)})`
      : `a busy machine, not a quiet run (quiet is under ${percentOf(QUIET_OTHER_WORK)})`)
  );
}
