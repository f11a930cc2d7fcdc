import { useEffect, useEffectEvent } from 'react';
import type { PlaceOutcome } from './place-order';

/** Waits between the asks of a placement without an answer: quick at first, then every 30 s. */
export const CHECK_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

export const checkDelay = (attempt: number): number =>
  CHECK_DELAYS_MS[Math.min(attempt, CHECK_DELAYS_MS.length - 1)] as number;

/**
 * While `active`, asks `check` (one round of `checkPlacement`) with backoff until it answers
 * something other than `checking`, and hands that answer to `onAnswer`. It keeps asking for as
 * long as the page is open: the customer is never told to try again while the order may have
 * been placed.
 */
export function usePlacementCheck(
  active: boolean,
  check: () => Promise<PlaceOutcome>,
  onAnswer: (outcome: PlaceOutcome) => void,
): void {
  const ask = useEffectEvent(check);
  const answer = useEffectEvent(onAnswer);

  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const round = async (attempt: number) => {
      const outcome = await ask();
      if (stopped) return;
      if ('checking' in outcome)
        timer = setTimeout(() => void round(attempt + 1), checkDelay(attempt + 1));
      else answer(outcome);
    };
    timer = setTimeout(() => void round(0), checkDelay(0));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);
}
