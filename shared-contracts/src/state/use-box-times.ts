import { useMemo, useState } from 'react';
import { useRead } from '../api/reads';
import { boxFits, timesByDay } from '../rules/handoff-times';
import type { Handoff } from '../types/order';
import { useAppState, useLanguage } from './hooks';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The times a box can be had at: `menus/{id}/times` for the next week, by day in the
 * restaurant's zone, each inside the daypart of every one of `lines` (the box's, and an item
 * about to join it). Checkout's time and a product page's "order it for later" read this one
 * list. Pass `lines` memoised: the days are worked out again when it changes.
 */
export function useBoxTimes({
  menuId,
  handoff,
  lines,
  zone,
}: {
  menuId: number;
  handoff: Handoff;
  lines: ReadonlyArray<{ product_id: number }>;
  zone: string;
}) {
  const language = useLanguage();
  const { menu } = useAppState();
  const [range] = useState(() => {
    const now = Date.now();
    return { from: new Date(now).toISOString(), to: new Date(now + WEEK_MS).toISOString() };
  });
  const read = useRead('handoffTimes', [menuId, range.from, range.to, handoff], {
    revalidateOnFocus: true,
  });
  // An answer without its list of times is no answer: a failure to say, never a crash.
  const data = read.data && Array.isArray(read.data.times) ? read.data : undefined;
  const error =
    read.error ?? (read.data && !data ? new Error('No times in the answer') : undefined);
  const days = useMemo(
    () =>
      data ? timesByDay(data.times, data.earliest, zone, language, boxFits(lines, menu, zone)) : [],
    [data, lines, menu, zone, language],
  );
  return { data, error, isLoading: read.isLoading, mutate: read.mutate, days };
}
