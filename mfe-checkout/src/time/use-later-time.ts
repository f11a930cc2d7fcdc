import { useCallback, useEffect, useRef } from 'react';
import { offeredTime } from './offered-time';

interface Day {
  times: Array<{ value: string }>;
}

/** Proposes 'later's time from a fresh answer of the times; `kept` false: the list's first. */
export type ProposeTime = (kept?: boolean) => Promise<string | null>;

/**
 * The time 'Schedule for later' proposes, from a fresh answer of the times (`refreshDays`):
 * a list read minutes ago starts with times the API has since closed. It is the one last chosen
 * while it is still offered, so that 'as soon as possible' and back again finds the customer's
 * time still chosen; else, or with `kept` false, the first offered.
 */
export function useLaterTime(
  wanted: string | null,
  refreshDays: () => Promise<Day[]>,
): ProposeTime {
  // Read once the times have answered: a ref has the last choice, whichever render proposed.
  const lastWanted = useRef(wanted);
  useEffect(() => {
    if (wanted) lastWanted.current = wanted;
  }, [wanted]);
  return useCallback(
    async (kept = true) => {
      const days = await refreshDays();
      const first = days[0]?.times[0]?.value ?? null;
      const last = kept && lastWanted.current ? offeredTime(days, lastWanted.current) : undefined;
      return last ?? first;
    },
    [refreshDays],
  );
}
