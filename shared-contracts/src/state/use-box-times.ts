import { useCallback, useMemo, useState } from 'react';
import { useRead } from '../api/reads';
import { anyTimeOffered, boxFits, timesByDay, type TimeDay } from '../rules/handoff-times';
import type { Handoff, HandoffTimes } from '../types/order';
import type { Language } from '../types/language';
import type { ProductAvailability } from '../types/menu';
import type { MenuLike } from '../rules/menu-products';
import { useAppState, useLanguage } from './hooks';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * The API's earliest time moves on with the clock (catering's 2 h lead, on a 15-minute grid):
 * a list read when the page opened soon starts with times it refuses, so it is read again.
 */
const REFRESH_MS = 60_000;

type BoxLines = ReadonlyArray<{ product_id: number }>;
type BoxMenu = MenuLike<{ id: number; availability: ProductAvailability }> | null | undefined;

/** An answer's times by day, each inside every line's daypart: the one way the days are made. */
function daysOf(
  answer: HandoffTimes | undefined,
  lines: BoxLines,
  menu: BoxMenu,
  zone: string,
  language: Language,
): TimeDay[] {
  return answer && Array.isArray(answer.times)
    ? timesByDay(answer.times, answer.earliest, zone, language, boxFits(lines, menu, zone))
    : [];
}

/**
 * The times a box can be had at: `menus/{id}/times` for the next week, by day in the
 * restaurant's zone, each inside the daypart of every one of `lines` (the box's, and an item
 * about to join it). Checkout's time and a product page's "order it for later" read this one
 * list. Pass `lines` memoised: the days are worked out again when it changes. `refreshDays`
 * asks the times again and answers the days of that answer, for a time proposed now (the days
 * of the answer kept, when the read fails: SWR's `mutate` answers the cache).
 *
 * `byDay` false leaves `days` empty while the list is not shown (checkout's as soon as
 * possible): a week's times by day blocked a phone's main thread for 20–40 ms of each answer.
 * `offered` says either way whether the list has a time.
 */
export function useBoxTimes({
  menuId,
  handoff,
  lines,
  zone,
  byDay = true,
}: {
  menuId: number;
  handoff: Handoff;
  lines: BoxLines;
  zone: string;
  byDay?: boolean;
}) {
  const language = useLanguage();
  const { menu } = useAppState();
  const [range] = useState(() => {
    const now = Date.now();
    return { from: new Date(now).toISOString(), to: new Date(now + WEEK_MS).toISOString() };
  });
  const read = useRead('handoffTimes', [menuId, range.from, range.to, handoff], {
    revalidateOnFocus: true,
    refreshInterval: REFRESH_MS,
  });
  // An answer without its list of times is no answer: a failure to say, never a crash.
  const data = read.data && Array.isArray(read.data.times) ? read.data : undefined;
  const malformed = Boolean(read.data) && !data;
  const error = useMemo(
    () => read.error ?? (malformed ? new Error('No times in the answer') : undefined),
    [read.error, malformed],
  );
  const days = useMemo(
    () => (byDay ? daysOf(data, lines, menu, zone, language) : []),
    [byDay, data, lines, menu, zone, language],
  );
  // By the rule the days follow, without working them out (their own test compares the two).
  const offered = useMemo(
    () => Boolean(data && anyTimeOffered(data.times, data.earliest, boxFits(lines, menu, zone))),
    [data, lines, menu, zone],
  );
  const { mutate } = read;
  const refreshDays = useCallback(
    async () => daysOf(await mutate(), lines, menu, zone, language),
    [mutate, lines, menu, zone, language],
  );
  const { isLoading } = read;
  // One object while the times are the same: what it is handed to is drawn again only then.
  return useMemo(
    () => ({ data, error, isLoading, mutate, days, offered, refreshDays }),
    [data, error, isLoading, mutate, days, offered, refreshDays],
  );
}
