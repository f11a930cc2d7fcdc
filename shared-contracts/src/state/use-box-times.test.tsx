import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BREAKFAST_MENU, BREAKFAST_TIMES, mockFetch } from '../testing';
import { createAppState } from './app-state';
import { useBoxTimes } from './use-box-times';

const zone = 'America/New_York';
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);
const valuesOf = (days: Array<{ times: Array<{ value: string }> }>) =>
  days.flatMap((day) => day.times.map((time) => time.value));

describe('the box’s times', () => {
  it('refreshDays answers the days of a new answer, by the same rule as the list', async () => {
    createAppState({ menu: BREAKFAST_MENU as never });
    // The API's clock moves on between the two answers: its earliest with it.
    let earliest = BREAKFAST_TIMES[0] as string;
    const fetch = mockFetch(() => ({ body: { earliest, times: BREAKFAST_TIMES } }));
    const lines = [{ product_id: 2 }];
    const { result } = renderHook(
      () => useBoxTimes({ menuId: 500, handoff: 'pickup', lines, zone }),
      { wrapper },
    );
    await waitFor(() => expect(valuesOf(result.current.days)).toEqual(BREAKFAST_TIMES));

    earliest = BREAKFAST_TIMES[1] as string;
    let fresh: Awaited<ReturnType<typeof result.current.refreshDays>> = [];
    await act(async () => {
      fresh = await result.current.refreshDays();
    });
    expect(fetch.calls.filter((call) => call.url.includes('/times'))).toHaveLength(2);
    expect(valuesOf(fresh)).toEqual(BREAKFAST_TIMES.slice(1));
    expect(result.current.days).toEqual(fresh);
  });

  it('refreshDays keeps each line’s daypart, as the list does', async () => {
    createAppState({ menu: BREAKFAST_MENU as never });
    mockFetch(() => ({ body: { earliest: BREAKFAST_TIMES[0], times: BREAKFAST_TIMES } }));
    // The breakfast biscuit: no time after 10:30 suits it.
    const lines = [{ product_id: 1 }];
    const { result } = renderHook(
      () => useBoxTimes({ menuId: 500, handoff: 'pickup', lines, zone }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    let fresh: Awaited<ReturnType<typeof result.current.refreshDays>> = [];
    await act(async () => {
      fresh = await result.current.refreshDays();
    });
    expect(valuesOf(fresh)).toEqual([BREAKFAST_TIMES[0], BREAKFAST_TIMES[2]]);
  });

  it('leaves the days unworked while they are not shown, and says as the list would whether a time is offered', async () => {
    createAppState({ menu: BREAKFAST_MENU as never });
    // 10:30 only, past the breakfast biscuit's daypart: no time suits the box.
    const answer = { earliest: BREAKFAST_TIMES[1], times: [BREAKFAST_TIMES[1]] };
    mockFetch(() => ({ body: answer }));
    const lines = [{ product_id: 1 }];
    const { result } = renderHook(
      ({ byDay }) => useBoxTimes({ menuId: 500, handoff: 'pickup', lines, zone, byDay }),
      { wrapper, initialProps: { byDay: false } },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.days).toEqual([]);
    expect(result.current.offered).toBe(false);

    const withSuitable = [{ product_id: 2 }];
    const listed = renderHook(
      ({ byDay }) =>
        useBoxTimes({ menuId: 500, handoff: 'pickup', lines: withSuitable, zone, byDay }),
      { wrapper, initialProps: { byDay: false } },
    );
    await waitFor(() => expect(listed.result.current.offered).toBe(true));
    expect(listed.result.current.days).toEqual([]);
    listed.rerender({ byDay: true });
    expect(valuesOf(listed.result.current.days)).toEqual([BREAKFAST_TIMES[1]]);
    expect(listed.result.current.offered).toBe(true);
  });
});
