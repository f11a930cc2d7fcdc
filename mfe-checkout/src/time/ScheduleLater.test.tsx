import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder, type FetchCall } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { location, ORDER, ordering, type Answer } from '../checkout/checkout-testing';
import { CheckoutPage } from '../checkout/CheckoutPage';

/*
 * 'Schedule for later' proposes a time the ordering API takes, however long ago the page read
 * the times: the API's earliest moves on with its clock (catering: 2 h, on the quarter hour).
 */

jest.setTimeout(15_000);

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const LEAD = 120 * MINUTE;

/** The ordering API of a catering box, on a clock the test moves. */
function cateringApi() {
  const clock = { now: Date.parse('2026-11-23T10:05:00-05:00') };
  const earliest = () => Math.ceil((clock.now + LEAD) / QUARTER) * QUARTER;
  const iso = (at: number) => new Date(at).toISOString();
  const answerTimes = (): Answer => ({
    body: {
      earliest: iso(earliest()),
      times: Array.from({ length: 8 }, (_, i) => iso(earliest() + i * QUARTER)),
    },
  });
  const setTime = (call: FetchCall): Answer => {
    const { wanted } = (call.body as { time: { wanted: string } }).time;
    return Date.parse(wanted) < earliest()
      ? {
          status: 400,
          body: { message: '[229] That time is not available. Please choose another time.' },
        }
      : { body: anOrder({ time: { mode: 'scheduled', wanted } }) };
  };
  return { clock, earliest, iso, answerTimes, setTime };
}

const state = () => ({ channel: 'catering' as const, order: anOrder(), location });
const timeSelect = () => screen.getByLabelText('Time', { exact: true });
const wantedSent = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.url === `${ORDER}/time`)
    .map((call) => (call.body as { time: { wanted: string } }).time.wanted);
const settled = () =>
  waitFor(() =>
    expect(screen.getByRole('region', { name: 'Order total' })).toHaveAttribute(
      'aria-busy',
      'false',
    ),
  );
const REFUSED = 'That time is no longer available. Please choose another time.';

describe('Schedule for later', () => {
  beforeEach(() => sessionStorage.clear());

  it('proposes the first time the API offers now, not the first of a list read minutes ago', async () => {
    const api = cateringApi();
    const fetch = ordering(() => ({ status: 500 }), {
      'GET /api/v1/menus/500/times': api.answerTimes,
      [`PUT ${ORDER}/time`]: api.setTime,
    });
    await renderCheckout(<CheckoutPage />, { state: state() });
    const user = userEvent.setup({ delay: null });
    const later = await screen.findByLabelText('Schedule for later');
    const stale = api.iso(api.earliest());

    // Twenty minutes on the page: the list's first time has closed.
    api.clock.now += 20 * MINUTE;
    await user.click(later);
    const fresh = api.iso(api.earliest());
    expect(fresh).not.toBe(stale);
    await waitFor(() => expect(timeSelect()).toHaveValue(fresh));
    await settled();
    expect(wantedSent(fetch.calls)).toEqual([fresh]);
    expect(screen.queryByText(REFUSED)).toBeNull();
    expect(screen.queryByText('Choose a time.', { selector: 'p' })).toBeNull();
  });

  it('refused even so (a quarter hour struck meanwhile): the first of the times read again', async () => {
    const api = cateringApi();
    let strike = false;
    const fetch = ordering(() => ({ status: 500 }), {
      'GET /api/v1/menus/500/times': () => {
        const answer = api.answerTimes();
        // The clock strikes between this answer and the change that follows it, once.
        if (strike) api.clock.now += QUARTER;
        strike = false;
        return answer;
      },
      [`PUT ${ORDER}/time`]: api.setTime,
    });
    await renderCheckout(<CheckoutPage />, { state: state() });
    const user = userEvent.setup({ delay: null });
    const later = await screen.findByLabelText('Schedule for later');
    const first = api.iso(api.earliest());
    strike = true;
    await user.click(later);
    const next = api.iso(api.earliest());
    await waitFor(() => expect(timeSelect()).toHaveValue(next));
    await settled();
    expect(wantedSent(fetch.calls)).toEqual([first, next]);
    // The customer chose 'later', not a time: the page's own retry is not a refusal to say.
    expect(screen.queryByText(REFUSED)).toBeNull();
  });

  it('a time the customer picks while the times are read stands', async () => {
    const api = cateringApi();
    let held: ((answer: Answer) => void) | null = null;
    let hold = false;
    const fetch = ordering(() => ({ status: 500 }), {
      'GET /api/v1/menus/500/times': () =>
        hold ? new Promise<Answer>((resolve) => (held = resolve)) : api.answerTimes(),
      [`PUT ${ORDER}/time`]: api.setTime,
    });
    await renderCheckout(<CheckoutPage />, { state: state() });
    const user = userEvent.setup({ delay: null });
    const later = await screen.findByLabelText('Schedule for later');
    // A time later in the list, still open when the clock has moved on.
    const picked = api.iso(api.earliest() + 4 * QUARTER);
    api.clock.now += 20 * MINUTE;
    hold = true;
    await user.click(later);
    await waitFor(() => expect(held).not.toBeNull());
    // While the times are read: later, no time shown as chosen yet.
    expect(later).toBeChecked();
    expect(timeSelect()).toHaveValue('');
    await user.selectOptions(timeSelect(), picked);
    await act(async () => held?.(api.answerTimes()));
    await settled();
    expect(timeSelect()).toHaveValue(picked);
    expect(wantedSent(fetch.calls)).toEqual([picked]);
  });
});
