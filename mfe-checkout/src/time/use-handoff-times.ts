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
  const lines = useSameLines(order.products);
  // The list by day, and the items that shorten it, only while it is shown.
  const scheduled = draft.time.mode === 'scheduled';
  const box = useBoxTimes({
    menuId: order.menu_id,
    handoff,
    lines,
    zone,
    byDay: scheduled,
  });
  const { data, days, mutate } = box;
  useEffect(() => {
    if (refresh > 0) void mutate();
  }, [refresh, mutate]);
  const { menu } = useAppState();
  // The items that shorten the list (a breakfast biscuit), named under it.
  const limiting = useMemo(
    () => (data && scheduled ? linesLimitingTimes(lines, menu, zone, data.times) : []),
    [data, scheduled, lines, menu, zone],
  );
  // The items that cannot be ready as soon as possible (a breakfast biscuit at noon): said at
  // once, not first at review.
  const notAsap = useMemo(
    () => (data?.earliest ? linesLimitingTimes(lines, menu, zone, [data.earliest]) : []),
    [data, lines, menu, zone],
  );
  // The order's scheduled time when this handoff's and box's times do not offer it (delivery's
  // longer lead, a breakfast item): the time section says so and review waits for a choice,
  // rather than another time shown as chosen. The order keeps it: pickup again offers it again.
  // Only once this handoff's times are there: none is said while they load.
  // `chosen`: the list's option that is the order's time (the select shows it).
  const wanted = scheduled ? draft.time.wanted : null;
  const chosen = wanted ? offeredTime(days, wanted) : undefined;
  const notOffered = data && wanted && !chosen ? wanted : null;
  // One object while the times are the same: the time section is drawn again only then.
  return useMemo(
    () => ({ ...box, limiting, notAsap, chosen, notOffered }),
    [box, limiting, notAsap, chosen, notOffered],
  );
}

type Lines = Order['products'];

/**
 * The box's lines, the same array while the same items are in it: every answer of the ordering
 * API is a new copy of the order, and working out a week's times by day again for each one
 * blocked a phone's main thread for 20–40 ms.
 */
function useSameLines(lines: Lines): Lines {
  const key = lines.map((line) => `${line.product_id} ${line.name}`).join('\n');
  // The key stands for the lines: what the times depend on is in it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => lines, [key]);
}

/** The box's handoff times as checkout reads them once, for the time section and the summary. */
export type HandoffTimes = ReturnType<typeof useHandoffTimes>;
