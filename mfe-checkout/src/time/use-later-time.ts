import { useEffect, useState } from 'react';

interface Day {
  times: Array<{ value: string }>;
}

/**
 * The time 'Schedule for later' picks: the one last chosen while it is still offered, so that
 * 'as soon as possible' and back again finds the customer's time still chosen; else the first.
 */
export function useLaterTime(wanted: string | null, days: Day[]): () => string | null {
  const [lastWanted, setLastWanted] = useState(wanted);
  useEffect(() => {
    if (wanted) setLastWanted(wanted);
  }, [wanted]);
  return () => {
    const offered = days.some((day) => day.times.some((time) => time.value === lastWanted));
    return offered ? lastWanted : (days[0]?.times[0]?.value ?? null);
  };
}
