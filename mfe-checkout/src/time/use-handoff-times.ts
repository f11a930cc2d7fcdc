import { useEffect, useMemo, useState } from 'react';
import {
  boxFits,
  timesByDay,
  useAppState,
  useLanguage,
  useRead,
  type Order,
} from '@qsr/shared-contracts';
import type { CheckoutDraft } from '../checkout/draft';
import { linesLimitingTimes } from './handoff-time';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The box's handoff times of `menus/{id}/times` for the next week, by day in the restaurant's
 * zone, only those inside every line's daypart; asked again when `refresh` changes.
 */
export function useHandoffTimes(order: Order, draft: CheckoutDraft, zone: string, refresh: number) {
  const language = useLanguage();
  const [range] = useState(() => {
    const now = Date.now();
    return { from: new Date(now).toISOString(), to: new Date(now + WEEK_MS).toISOString() };
  });
  const handoff = draft.handoff === 'delivery' ? 'dispatch' : draft.handoff;
  const { data, error, isLoading, mutate } = useRead(
    'handoffTimes',
    [order.menu_id, range.from, range.to, handoff],
    { revalidateOnFocus: true },
  );
  useEffect(() => {
    if (refresh > 0) void mutate();
  }, [refresh, mutate]);
  const { menu } = useAppState();
  const days = useMemo(
    () =>
      data
        ? timesByDay(data.times, data.earliest, zone, language, boxFits(order.products, menu, zone))
        : [],
    [data, order.products, menu, zone, language],
  );
  // The items that shorten the list (a breakfast biscuit), named under it.
  const limiting = useMemo(
    () => (data ? linesLimitingTimes(order.products, menu, zone, data.times) : []),
    [data, order.products, menu, zone],
  );
  // The items that cannot be ready as soon as possible (a breakfast biscuit at noon): said at
  // once, not first at review.
  const notAsap = useMemo(
    () => (data?.earliest ? linesLimitingTimes(order.products, menu, zone, [data.earliest]) : []),
    [data, order.products, menu, zone],
  );
  return { data, error, isLoading, mutate, days, limiting, notAsap };
}
