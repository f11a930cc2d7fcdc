import { useEffect, useState } from 'react';
import { arrivalOpensAt, type OrderStatusValue } from '@qsr/shared-contracts';
import { canSignalArrival } from './order-status';

/**
 * §4.1 step 8, for orders one collects (pickup, curbside) that are not done, from shortly
 * before the promised time: not hours early, when the kitchen has not even started.
 */
export function canArrive(
  handoff: string,
  status: OrderStatusValue,
  promised: string | undefined,
  now: number,
): boolean {
  if (!canSignalArrival(handoff, status)) return false;
  const opens = promised ? arrivalOpensAt(promised) : Number.NaN;
  return Number.isNaN(opens) || now >= opens;
}

/** The time now, new every `everyMs`, so that what depends on the clock shows when it should. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
