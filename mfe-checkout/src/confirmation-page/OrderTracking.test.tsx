import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aLocation,
  anOrder,
  mockFetch,
  routes,
  type FetchAnswer,
} from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { OrderConfirmPage } from './OrderConfirmPage';

const ID = '3f2b8c1e-5d0a-4c7e-9a61-2b7d4e8f0a13';
const PLACED = `/api/v1/orders/${ID}`;
/** The promised time: 6:15 PM EST in Raleigh. */
const PROMISED = '2026-11-23T18:15:00-05:00';
const restaurant = aLocation({ timezone: 'America/New_York', lat: 35.84, lng: -78.64 });
const steps = [
  { status: 'received', at: '2026-11-23T17:40:00-05:00' },
  { status: 'in_progress', at: '2026-11-23T17:45:00-05:00' },
];
const base = { id: ID, ready_at: PROMISED, number: '1042' };

afterEach(() => jest.useRealTimers());

/** Now: 6:00 PM EST on the promised day; the page's timers keep running. */
const sixPm = () =>
  jest.useFakeTimers({ now: Date.parse('2026-11-23T18:00:00-05:00'), advanceTimers: true });

const tracker = () =>
  screen.getByRole('list', { name: /Where your order is|Dónde está tu pedido/ });
const stepsShown = () =>
  within(tracker())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/order/confirm: following the order', () => {
  it('a delivery: its steps with their times, and the courier’s arrival in minutes', async () => {
    sixPm();
    const delivery = anOrder({
      id: ID,
      handoff: 'dispatch',
      address: {
        address: '9 Oak St',
        city: 'Raleigh',
        state: 'NC',
        zip: '27605',
        lat: 35.79,
        lng: -78.66,
      },
    });
    const out = {
      ...base,
      status: 'out_for_delivery',
      steps: [...steps, { status: 'out_for_delivery', at: '2026-11-23T17:55:00-05:00' }],
      courier: { lat: 35.8, lng: -78.65, arrives_at: PROMISED },
    };
    mockFetch(routes({ [`GET ${PLACED}/status`]: { body: out } }));
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { activeOrder: delivery, location: restaurant },
    });
    await waitFor(() => expect(tracker()).toBeVisible());
    expect(stepsShown()).toEqual([
      'Received5:40 PM EST',
      'Being prepared5:45 PM EST',
      'Out for delivery5:55 PM EST',
      'Delivered',
    ]);
    expect(within(tracker()).getByText('Out for delivery').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(
      screen.getByText(
        'Your courier is on the way and should arrive in about 15 min, around 6:15 PM EST.',
      ),
    ).toBeVisible();
  });

  it('en español: un pedido para recoger, recogido, con la hora de cada paso', async () => {
    sixPm();
    const done = {
      ...base,
      status: 'completed',
      steps: [
        ...steps,
        { status: 'ready', at: '2026-11-23T17:50:00-05:00' },
        { status: 'completed', at: '2026-11-23T17:58:00-05:00' },
      ],
    };
    mockFetch(routes({ [`GET ${PLACED}/status`]: { body: done } }));
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { activeOrder: anOrder({ id: ID }), location: restaurant },
      language: 'es',
    });
    await waitFor(() => expect(tracker()).toBeVisible());
    expect(stepsShown().map((text) => text?.replace(/\s+/g, ' '))).toEqual([
      'Recibido5:40 p.m. EST',
      'En preparación5:45 p.m. EST',
      'Listo5:50 p.m. EST',
      'Recogido5:58 p.m. EST',
    ]);
  });

  it('curbside: “I’m here” sends the car as typed at checkout and the spot, and says them back', async () => {
    sixPm();
    const curbside = anOrder({
      id: ID,
      handoff: 'curbside',
      time: { mode: 'asap', earliest: PROMISED },
      custom_fields: [
        { id: 'vehicle_make', value: 'Ford' },
        { id: 'vehicle_model', value: 'F-150' },
        { id: 'vehicle_color', value: 'Blue' },
      ],
    });
    const arrived = {
      ...base,
      status: 'ready',
      arrival: {
        at: '2026-11-23T18:01:00-05:00',
        spot: '12',
        vehicle: { make: 'Ford', color: 'Red' },
      },
    };
    const fetch = mockFetch(
      routes({
        [`GET ${PLACED}/status`]: { body: { ...base, status: 'ready', steps } },
        [`POST ${PLACED}/arrival`]: { body: arrived },
      }),
    );
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { activeOrder: curbside, location: restaurant },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByLabelText('Make')).toHaveValue('Ford');
    await user.clear(screen.getByLabelText('Color'));
    await user.type(screen.getByLabelText('Color'), 'Red');
    await user.type(screen.getByLabelText('Parking spot (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'I’m here' }));
    expect(
      await screen.findByText(
        'We know you’re here: Parking spot 12, Red Ford. We’ll bring your order out.',
      ),
    ).toBeVisible();
    expect(fetch.calls.find((call) => call.url === `${PLACED}/arrival`)?.body).toEqual({
      spot: '12',
      vehicle: { make: 'Ford', color: 'Red' },
    });
  });

  it('a scheduled order can be added to a calendar, at its promised time', async () => {
    sixPm();
    const made: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        made.push(blob);
        return 'blob:calendar';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const scheduled = anOrder({ id: ID, time: { mode: 'scheduled', wanted: PROMISED } });
    mockFetch(
      routes({ [`GET ${PLACED}/status`]: { body: { ...base, status: 'received', steps } } }),
    );
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { activeOrder: scheduled, location: restaurant },
    });
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(made).toHaveLength(1));
    // jsdom's Blob has no text(): read as a browser's FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(made[0]!);
    });
    expect(text).toContain('DTSTART:20261123T231500Z');
    expect(text).toContain('SUMMARY:Biscuit Barn order 1042');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('keeps its place until the status answers: the steps wait, and the calendar with them', async () => {
    sixPm();
    let answer: (status: FetchAnswer) => void = () => undefined;
    mockFetch((call) =>
      call.url === `${PLACED}/status`
        ? new Promise<FetchAnswer>((resolve) => (answer = resolve))
        : { status: 404, body: {} },
    );
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: {
        activeOrder: anOrder({ id: ID, time: { mode: 'scheduled', wanted: PROMISED } }),
        location: restaurant,
      },
    });
    // The order's whole life, nothing reached: the page's height before any answer.
    await waitFor(() => expect(tracker()).toHaveAttribute('aria-busy', 'true'));
    expect(stepsShown()).toEqual(['Received', 'Being prepared', 'Ready', 'Picked up']);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    answer({ body: { ...base, status: 'received', steps } });
    expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeVisible();
    expect(tracker()).not.toHaveAttribute('aria-busy');
    expect(stepsShown()).toEqual([
      'Received5:40 PM EST',
      'Being prepared5:45 PM EST',
      'Ready',
      'Picked up',
    ]);
  });

  it('a status that cannot be read still lets a scheduled order go to a calendar', async () => {
    sixPm();
    mockFetch(routes({ [`GET ${PLACED}/status`]: { status: 502, body: {} } }));
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: {
        activeOrder: anOrder({ id: ID, time: { mode: 'scheduled', wanted: PROMISED } }),
        location: restaurant,
      },
    });
    expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeVisible();
    expect(screen.getByText('We could not refresh the status. We will keep trying.')).toBeVisible();
  });
});
