import { useEffect, useEffectEvent } from 'react';
import type { PlaceOutcome } from './place-order';

/**
 * Waits before each ask of a placement without an answer: quick at first, then every 30 s.
 * One ask after each wait, so the status is asked for about two minutes.
 */
export const CHECK_DELAYS_MS = [
  1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000,
] as const;

/**
 * While `active`, asks `check` (one round of `checkPlacement`) with backoff until it answers
 * something other than `checking`, and hands that answer to `onAnswer`. When every round has
 * gone by without an answer it stops and calls `onUnknown`: the page says what is known
 * instead of spinning on. The customer is never told to try again while the order may have
 * been placed. Becoming active again (a "Check again") starts the rounds anew.
 */
export function usePlacementCheck(
  active: boolean,
  check: () => Promise<PlaceOutcome>,
  onAnswer: (outcome: PlaceOutcome) => void,
  onUnknown: () => void,
): void {
  const ask = useEffectEvent(check);
  const answer = useEffectEvent(onAnswer);
  const unknown = useEffectEvent(onUnknown);

  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const round = async (attempt: number) => {
      const outcome = await ask();
      if (stopped) return;
      if (!('checking' in outcome)) answer(outcome);
      else if (attempt + 1 >= CHECK_DELAYS_MS.length) unknown();
      else timer = setTimeout(() => void round(attempt + 1), CHECK_DELAYS_MS[attempt + 1]);
    };
    timer = setTimeout(() => void round(0), CHECK_DELAYS_MS[0]);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);
}
