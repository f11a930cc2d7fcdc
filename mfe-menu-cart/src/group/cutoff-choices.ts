const QUARTER = 15 * 60_000;
const HOUR = 4 * QUARTER;

/** The cutoffs a host may pick, and the one first offered (epoch milliseconds). */
export interface CutoffChoices {
  times: number[];
  chosen: number;
}

/**
 * The quarter hours a host may close the group at: from at least 15 minutes ahead (the group
 * refuses under 5) to 15 minutes before a scheduled order's time (the kitchen needs its lines),
 * at most 8 hours of them; an order as soon as possible offers the next 4 hours. Offered first:
 * 45 minutes before a scheduled time, 30 minutes from now otherwise.
 */
export function cutoffChoices(
  now: number,
  time: { mode: 'asap' | 'scheduled'; wanted?: string | null },
): CutoffChoices {
  const first = Math.ceil((now + QUARTER) / QUARTER) * QUARTER;
  const wanted = time.mode === 'scheduled' && time.wanted ? Date.parse(time.wanted) : NaN;
  const last = Number.isNaN(wanted)
    ? first + 4 * HOUR
    : Math.floor((wanted - QUARTER) / QUARTER) * QUARTER;
  const start = Math.max(first, last - 8 * HOUR);
  const times: number[] = [];
  for (let at = start; at <= last; at += QUARTER) times.push(at);
  if (times.length === 0) times.push(first);
  const index = Number.isNaN(wanted)
    ? Math.min(1, times.length - 1)
    : Math.max(0, times.length - 3);
  return { times, chosen: times[index] as number };
}
