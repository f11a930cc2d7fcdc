import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@qsr/shared-contracts';
import { aLine, aMenu, anOrder } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import {
  fillIn,
  location,
  ORDER,
  ordering,
  times,
  type Answer,
} from '../checkout/checkout-testing';
import { CheckoutPage } from '../checkout/CheckoutPage';

/*
 * The order's scheduled time, kept by the ordering API, that the times of its handoff or box do
 * not offer now: the page says so and shows no other time as chosen, until one is chosen.
 */

jest.setTimeout(15_000);

// Pickup's lead offers 7:30 AM on a later day; delivery's longer lead does not.
const LATER = '2026-11-24T07:30:00-05:00';
const PICKUP_TIMES = { earliest: times.earliest, times: [...times.times, LATER] };
const DELIVERY_TIMES = {
  earliest: '2026-11-23T12:45:00-05:00',
  times: ['2026-11-23T12:45:00-05:00', '2026-11-24T08:30:00-05:00'],
};
const NOT_OFFERED =
  /^(Tue, Nov 24, )?7:30 AM is not offered for this order now\. Choose another time\.$/;
const both = { ...location, handoffs: ['pickup' as const, 'delivery' as const] };
const scheduled = (handoff: Order['handoff'], wanted = LATER) =>
  anOrder({ handoff, time: { mode: 'scheduled', wanted } });

const timeSelect = () => screen.getByLabelText('Time', { exact: true });
const timeCalls = (fetch: { calls: Array<{ method: string; url: string }> }) =>
  fetch.calls.filter((call) => call.method === 'PUT' && call.url.endsWith('/time'));

/** The ordering API of a box scheduled for 7:30 AM: each handoff's times, its handoff changes. */
function api(deliveryTimes: () => Answer | Promise<Answer> = () => ({ body: DELIVERY_TIMES })) {
  return ordering(() => ({ status: 500 }), {
    'GET /api/v1/menus/500/times': (call) =>
      call.url.includes('handoff=dispatch') ? deliveryTimes() : { body: PICKUP_TIMES },
    [`PUT ${ORDER}/handoff/dispatch`]: { body: scheduled('dispatch') },
    [`PUT ${ORDER}/handoff/pickup`]: { body: scheduled('pickup') },
  });
}

describe('the order’s time, not offered now', () => {
  beforeEach(() => sessionStorage.clear());

  it('is said, with no time shown as chosen; pickup again offers it and the message goes', async () => {
    const fetch = api();
    await renderCheckout(<CheckoutPage />, {
      state: { order: scheduled('pickup'), location: both },
    });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(timeSelect()).toHaveValue(LATER));
    expect(screen.queryByText(NOT_OFFERED)).toBeNull();

    await user.click(screen.getByLabelText('Delivery'));
    const said = await screen.findByText(NOT_OFFERED);
    // The placeholder, not the browser's first option (today's first delivery time).
    expect(timeSelect()).toHaveValue('');
    expect(within(timeSelect()).getByRole('option', { selected: true })).toHaveTextContent(
      'Choose a time.',
    );
    expect(timeSelect()).toHaveAccessibleDescription(said.textContent ?? '');
    expect(screen.getByLabelText('Schedule for later')).toBeChecked();

    await user.click(screen.getByLabelText('Pickup'));
    await waitFor(() => expect(screen.queryByText(NOT_OFFERED)).toBeNull());
    expect(timeSelect()).toHaveValue(LATER);
    // Nothing went to the order's time: it kept 7:30 all along.
    expect(timeCalls(fetch)).toEqual([]);
  });

  it('is not said while the new handoff’s times load', async () => {
    let answer: (answer: Answer) => void = () => undefined;
    api(() => new Promise<Answer>((resolve) => (answer = resolve)));
    await renderCheckout(<CheckoutPage />, {
      state: { order: scheduled('pickup'), location: both },
    });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(timeSelect()).toHaveValue(LATER));

    await user.click(screen.getByLabelText('Delivery'));
    expect(await screen.findByText('Loading times…')).toBeVisible();
    expect(screen.queryByText(NOT_OFFERED)).toBeNull();
    await act(async () => answer({ body: DELIVERY_TIMES }));
    expect(await screen.findByText(NOT_OFFERED)).toBeVisible();
  });

  it('stops the review as a missing time does: "Choose a time."', async () => {
    // A pickup time the list no longer starts at: the kitchen's earliest has moved past it.
    const gone = '2026-11-23T12:00:00-05:00';
    const fetch = ordering(() => ({ status: 500 }));
    await renderCheckout(<CheckoutPage />, {
      state: { order: scheduled('pickup', gone), location },
    });
    expect(
      await screen.findByText(/^(Mon, Nov 23, )?12:00 PM is not offered for this order now\./),
    ).toBeVisible();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await user.click(await screen.findByRole('link', { name: 'Choose a time.' }));
    expect(timeSelect()).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(timeCalls(fetch)).toEqual([]);
    expect(fetch.calls.some((call) => call.url.endsWith('/token'))).toBe(false);
  });

  it('is said when a line of the box narrows the times past it, in Spanish', async () => {
    // The biscuit is breakfast; the tenders are served all day.
    const menu = aMenu();
    const category = menu.categories[0]!;
    category.products[0]!.availability = {
      now: false,
      daypart: { name: 'breakfast', from: '00:00', until: '10:30' },
    };
    category.products.push({ ...category.products[0]!, id: 78, availability: { now: true } });
    const noon = times.times[1] as string;
    const morning = '2026-11-24T09:00:00-05:00';
    const tenders = aLine({ id: 901, product_id: 78, name: 'Tenders' });
    ordering(() => ({ status: 500 }), {
      'GET /api/v1/menus/500/times': { body: { ...times, times: [...times.times, morning] } },
    });
    const before = anOrder({ products: [tenders], time: { mode: 'scheduled', wanted: noon } });
    const { appState } = await renderCheckout(<CheckoutPage />, {
      state: { order: before, location, menu },
      language: 'es',
    });
    await waitFor(() => expect(screen.getByLabelText('Hora', { exact: true })).toHaveValue(noon));

    // The box drawer adds the biscuit: the API keeps 12:30, which it is not served at.
    act(() => {
      appState.order = { ...before, products: [tenders, aLine()] };
    });
    expect(
      await screen.findByText(
        /^(lun, 23 de nov, )?12:30\sp\.\s?m\. ya no se ofrece para este pedido\. Elige otra hora\.$/,
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Hora', { exact: true })).toHaveValue('');
  });
});
