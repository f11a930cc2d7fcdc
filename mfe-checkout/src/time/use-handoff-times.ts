import { useEffect, useMemo } from 'react';
import { useAppState, useBoxTimes, type Order } from '@qsr/shared-contracts';
import type { CheckoutDraft } from '../checkout/draft';
import { linesLimitingTimes } from './handoff-time';
import { offeredTime } from './offered-time';

/**
 * The box's handoff times for the next week (the contract's `useBoxTimes`), asked again when
 * `refresh` changes, and the lines that shorten the list or rule out as soon as possible.
 */
export function useHandoffTimes(order: Order, draft: CheckoutDraft, zone: string, refresh: number) {
  const handoff = draft.handoff === 'delivery' ? 'dispatch' : draft.handoff;
  const { data, error, isLoading, mutate, days, refreshDays } = useBoxTimes({
    menuId: order.menu_id,
    handoff,
    lines: order.products,
    zone,
  });
  useEffect(() => {
    if (refresh > 0) void mutate();
  }, [refresh, mutate]);
  const { menu } = useAppState();
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
  // The order's scheduled time when this handoff's and box's times do not offer it (delivery's
  // longer lead, a breakfast item): the time section says so and review waits for a choice,
  // rather than another time shown as chosen. The order keeps it: pickup again offers it again.
  // Only once this handoff's times are there: none is said while they load.
  // `chosen`: the list's option that is the order's time (the select shows it).
  const wanted = draft.time.mode === 'scheduled' ? draft.time.wanted : null;
  const chosen = wanted ? offeredTime(days, wanted) : undefined;
  const notOffered = data && wanted && !chosen ? wanted : null;
  return {
    data,
    error,
    isLoading,
    mutate,
    refreshDays,
    days,
    limiting,
    notAsap,
    chosen,
    notOffered,
  };
}

/** The box's handoff times as checkout reads them once, for the time section and the summary. */
export type HandoffTimes = ReturnType<typeof useHandoffTimes>;
