import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { bus, connection, restaurantClock, type Order } from '@qsr/shared-contracts';
import { mockFetch, aLocation, aMenu, anOrder } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { fillIn, location, ORDER, ordering, times, type Answer } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';
import { DRAFT_STORAGE_KEY } from './draft-store';

jest.setTimeout(15_000);

describe('/order/checkout', () => {
  // The draft is kept in session storage for a reload; each test starts a new tab.
  beforeEach(() => sessionStorage.clear());

  it('without a box it offers to start an order', async () => {
    mockFetch();
    await renderCheckout(<CheckoutPage />);
    const heading = screen.getByRole('heading', { name: 'Your box is empty' });
    expect(heading).toBeVisible();
    expect(heading.closest('.ui-empty-state')).toHaveTextContent(
      'Add something from the menu, then check out here.',
    );
    expect(screen.getByRole('link', { name: 'Start your order' })).toHaveAttribute(
      'href',
      '/order',
    );
  });

  it('without a box, in Spanish', async () => {
    mockFetch();
    await renderCheckout(<CheckoutPage />, { language: 'es' });
    const heading = screen.getByRole('heading', { name: 'Tu caja está vacía' });
    expect(heading.closest('.ui-empty-state')).toHaveTextContent(
      'Añade algo del menú y paga aquí.',
    );
    expect(screen.getByRole('link', { name: 'Comienza tu pedido' })).toBeVisible();
  });

  it('raises begin_checkout and offers the restaurant’s handoffs, ASAP in its zone', async () => {
    ordering(() => ({ status: 500 }));
    const seen = jest.fn();
    const off = bus.on('analytics:begin_checkout', seen);
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    off();
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        currency: 'USD',
        items: [expect.objectContaining({ quantity: 2 })],
      }),
    );
    expect(screen.getByLabelText('Pickup')).toBeChecked();
    expect(screen.queryByLabelText('Delivery')).toBeNull();
    expect(
      await screen.findByLabelText(/^As soon as possible \(about (Mon, Nov 23, )?12:15 PM EST\)$/),
    ).toBeChecked();
  });

  it('§1 catering offers pickup or delivery, never curbside, whatever the restaurant offers (en, es)', async () => {
    ordering(() => ({ status: 500 }));
    const every = aLocation({ handoffs: ['pickup', 'curbside', 'delivery'] });
    const state = { channel: 'catering' as const, order: anOrder(), location: every };
    const { unmount } = await renderCheckout(<CheckoutPage />, { state });
    expect(screen.getByLabelText('Pickup')).toBeChecked();
    expect(screen.getByLabelText('Delivery')).toBeInTheDocument();
    expect(screen.queryByLabelText('Curbside')).toBeNull();
    unmount();
    sessionStorage.clear();
    await renderCheckout(<CheckoutPage />, { state, language: 'es' });
    expect(screen.getByLabelText('Recoger')).toBeChecked();
    expect(screen.getByLabelText('A domicilio')).toBeInTheDocument();
    expect(screen.queryByLabelText('En la acera')).toBeNull();
  });

  it('§1 the consumer site offers curbside where the restaurant does', async () => {
    ordering(() => ({ status: 500 }));
    const every = aLocation({ handoffs: ['pickup', 'curbside', 'delivery'] });
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location: every } });
    expect(screen.getByLabelText('Curbside')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery')).toBeInTheDocument();
  });

  it('a restaurant closed now: "as soon as it opens", with the day it opens (en, es)', async () => {
    // Open only tomorrow, on the restaurant's clock: closed whenever the test runs.
    const tomorrow = (restaurantClock(new Date(), 'America/New_York').day + 1) % 7;
    const closed = { ...location, hours: [{ day: tomorrow, open: '06:00', close: '07:00' }] };
    const opening = { earliest: '2026-11-24T06:15:00-05:00', times: ['2026-11-24T06:15:00-05:00'] };
    ordering(() => ({ status: 500 }), {
      [`GET /api/v1/menus/500/times`]: () => ({ body: opening }),
    });
    const { unmount } = await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location: closed },
    });
    expect(
      await screen.findByLabelText('As soon as it opens (about Tue, Nov 24, 6:15 AM EST)'),
    ).toBeChecked();
    unmount();
    await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location: closed },
      language: 'es',
    });
    expect(
      await screen.findByLabelText('En cuanto abra (aprox. mar, 24 de nov, 6:15 a.m. EST)'),
    ).toBeChecked();
  });

  it.each([
    [
      'en-US',
      'Schedule for later',
      'Time',
      'Only times when Cajun Filet Biscuit is served are offered.',
      'Cajun Filet Biscuit is not served now: schedule for later, when it is.',
    ],
    [
      'es',
      'Programar para más tarde',
      'Hora',
      'Solo se ofrecen horas en que se sirve Cajun Filet Biscuit.',
      'Cajun Filet Biscuit no se sirve ahora: prográmalo para más tarde, cuando se sirva.',
    ],
  ] as const)(
    'a breakfast item: not as soon as possible at noon, and a shorter time list, each said (%s)',
    async (language, schedule, timeLabel, said, notNow) => {
      const menu = aMenu();
      const biscuit = menu.categories[0]!.products[0]!;
      biscuit.availability = {
        now: false,
        daypart: { name: 'breakfast', from: '00:00', until: '10:30' },
      };
      const morning = '2026-11-24T09:00:00-05:00';
      const week = { earliest: times.earliest, times: [...times.times, morning] };
      ordering(() => ({ status: 500 }), {
        'GET /api/v1/menus/500/times': { body: week },
        [`PUT ${ORDER}/time`]: { body: anOrder({ time: { mode: 'scheduled', wanted: morning } }) },
      });
      await renderCheckout(<CheckoutPage />, {
        state: { order: anOrder(), location, menu },
        language,
      });
      const user = userEvent.setup({ delay: null });
      expect(screen.queryByText(said)).toBeNull();
      // As soon as possible is at noon: the biscuit is said not to be served then, at once.
      expect(await screen.findByText(notNow)).toBeVisible();
      // Review lists it in the summary too, and its link goes to the time choice.
      await user.click(
        screen.getByRole('button', { name: language === 'es' ? 'Revisar pedido' : 'Review order' }),
      );
      await user.click(await screen.findByRole('link', { name: notNow }));
      expect(
        screen.getByRole('radio', { name: /^(As soon as possible|Lo antes posible)/ }),
      ).toHaveFocus();
      await user.click(await screen.findByLabelText(schedule));
      expect(await screen.findByText(said)).toBeVisible();
      expect(screen.queryByText(notNow)).toBeNull();
      expect(screen.getByLabelText(schedule)).toBeChecked();
      // Only the breakfast time is offered, the two at noon are not.
      const offered = within(screen.getByRole('combobox', { name: timeLabel })).getAllByRole(
        'option',
      );
      expect(offered.map((option) => option.getAttribute('value'))).toEqual([morning]);
    },
  );

  it('holds the time choices in their shape while the times come, saying so (en, es)', async () => {
    for (const [language, loading, asap] of [
      ['en-US', 'Loading times…', /^As soon as possible \(about .+\)$/],
      // 'aprox.' reads right for 1:15 and for a day and time ('hacia las 1:15' did not).
      ['es', 'Cargando horarios…', /^Lo antes posible \(aprox\. .+\)$/],
    ] as const) {
      let answerTimes: (answer: Answer) => void = () => undefined;
      ordering(() => ({ status: 500 }), {
        'GET /api/v1/menus/500/times': () =>
          new Promise<Answer>((resolve) => (answerTimes = resolve)),
      });
      const view = await renderCheckout(<CheckoutPage />, {
        state: { order: anOrder(), location },
        language,
      });
      const status = await screen.findByText(loading);
      expect(status).toHaveAttribute('role', 'status');
      // The region is busy, and holds the chips to come as pills the size of their labels (so
      // they wrap on a phone as the chips will: CLS 0), the labels out of the page's text.
      const region = status.parentElement!;
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(region).toHaveClass('ui-choice-group--chips');
      const shapes = [...region.querySelectorAll('.ui-skeleton-shaped')].map(
        (pill) => pill.getAttribute('data-shape') ?? '',
      );
      expect(shapes).toHaveLength(2);
      expect(shapes[0]).toMatch(asap);
      expect(screen.queryByText(asap)).toBeNull();
      expect(
        screen.queryByRole('radio', { name: /^(As soon as possible|Lo antes posible)/ }),
      ).toBeNull();
      await act(async () => answerTimes({ body: times }));
      expect(await screen.findAllByRole('radio', { name: /12:15/ })).toHaveLength(1);
      expect(screen.getByRole('radio', { name: asap })).toBeInTheDocument();
      expect(screen.queryByText(loading)).toBeNull();
      view.unmount();
    }
  });

  it('flags what is missing, then confirms, places once and goes to the confirm page', async () => {
    const fetch = ordering(() => ({ body: { id: 'o1', status: 'received' } }));
    const { appState } = await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    // The summary at the top takes the focus and links each error to its field.
    const summary = screen.getByText('Please check the highlighted fields.').parentElement;
    expect(summary).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Enter a 10-digit phone number.' }));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'For example 919-555-0123 Enter a 10-digit phone number.',
    );
    expect(fetch.calls.some((call) => call.url.includes('/token'))).toBe(false);

    await fillIn();
    expect(screen.getByLabelText('Phone')).toHaveValue('919-555-0100');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are these details correct?' });
    expect(within(dialog).getByText('Pickup')).toBeVisible();
    expect(within(dialog).getByText(/1 Glenwood Ave/)).toBeVisible();

    await user.dblClick(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm?id=o1'),
    );
    expect(fetch.calls.filter((call) => call.url.endsWith('/submit'))).toHaveLength(1);
    expect(appState.order).toBeNull();
    expect(appState.activeOrder?.id).toBe('o1');
    expect(JSON.stringify(appState)).not.toContain('4111');
    // What was typed for the placed order is not kept for the next one.
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('a reload keeps the handoff, the contact, the vehicle and the time; never the card', async () => {
    // The ordering API keeps each change; the reload starts from the order it answered last.
    const curbside = anOrder({ handoff: 'curbside' });
    const scheduled = { ...curbside, time: { mode: 'scheduled' as const, wanted: times.times[1] } };
    ordering(() => ({ status: 500 }), {
      [`PUT ${ORDER}/handoff/curbside`]: { body: curbside },
      [`PUT ${ORDER}/time`]: { body: scheduled },
    });
    const first = await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    const user = await fillIn();
    await user.click(screen.getByLabelText('Curbside'));
    await user.type(screen.getByLabelText('Make'), 'Ford');
    await user.click(await screen.findByLabelText('Schedule for later'));
    await user.selectOptions(screen.getByLabelText('Time', { exact: true }), times.times[1] ?? '');
    const totals = screen.getByRole('region', { name: 'Order total' });
    await waitFor(() => expect(totals).toHaveAttribute('aria-busy', 'false'));
    first.unmount();

    await renderCheckout(<CheckoutPage />, { state: { order: scheduled, location } });
    expect(screen.getByLabelText('Curbside')).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Phone')).toHaveValue('919-555-0100');
    expect(screen.getByLabelText('Make')).toHaveValue('Ford');
    expect(await screen.findByLabelText('Time', { exact: true })).toHaveValue(times.times[1]);
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('4111');
  });

  it('as soon as possible and back to later finds the time chosen before still chosen', async () => {
    // The ordering API's answers: the time sent (PUT), or as soon as possible (DELETE).
    ordering(() => ({ status: 500 }), {
      [`PUT ${ORDER}/time`]: (call) => ({
        body: { ...anOrder(), time: (call.body as { time: Order['time'] }).time },
      }),
      [`DELETE ${ORDER}/time`]: { body: anOrder() },
    });
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Schedule for later'));
    const time = () => screen.getByLabelText('Time', { exact: true });
    expect(time()).toHaveValue(times.times[0]);
    await user.selectOptions(time(), times.times[1] ?? '');
    await user.click(screen.getByRole('radio', { name: /^As soon as|ASAP|^Pickup at|^Ready/ }));
    await waitFor(() => expect(screen.queryByLabelText('Time', { exact: true })).toBeNull());
    await user.click(screen.getByLabelText('Schedule for later'));
    await waitFor(() => expect(time()).toHaveValue(times.times[1]));
  });

  it('a declined card closes the dialog and says so; nothing typed is lost', async () => {
    ordering(() => ({ status: 400, body: { message: '[230] Your card was declined.' } }));
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your card was declined. Please check the details or use another card.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('§5 catering delivery under $150 is refused here too', async () => {
    mockFetch(() => ({ status: 500 }));
    await renderCheckout(<CheckoutPage />, {
      state: {
        channel: 'catering',
        order: anOrder({
          handoff: 'dispatch',
          address: { address: '1 Main', city: 'Raleigh', zip: '27601' },
        }),
        location: aLocation(),
      },
    });
    expect(
      screen.getByText(/^Head's up! The minimum order amount for catering delivery is \$150/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
  });

  it('offline: the box stays, Review order is disabled and says why until the connection returns', async () => {
    ordering(() => ({ status: 500 }));
    connection.online = false;
    try {
      await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
      const review = screen.getByRole('button', { name: 'Review order' });
      expect(review).toBeDisabled();
      expect(review).toHaveAccessibleDescription(
        'You are offline. Your box is kept; you can check out when your connection returns.',
      );
      act(() => {
        connection.online = true;
      });
      await waitFor(() => expect(review).toBeEnabled());
    } finally {
      connection.online = true;
    }
  });

  it('speaks Spanish', async () => {
    ordering(() => ({ status: 500 }));
    await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location },
      language: 'es',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagar');
    expect(screen.getByRole('button', { name: 'Revisar pedido' })).toBeVisible();
    expect(screen.getByLabelText('Número de tarjeta')).toBeVisible();
  });

  it.each([
    [
      'en-US',
      '[252] Country Ham Biscuit (until 10:30) is served until 10:30 AM; your order is for 1:15 PM. Please choose a time then or remove it.',
      'Country Ham Biscuit (until 10:30) is served until 10:30 AM; your order is for 1:15 PM. Please choose a time then or remove it.',
    ],
    [
      'es',
      '[224] Elote dulce no está disponible en este restaurante por ahora. Quítalo para continuar.',
      'Elote dulce no está disponible en este restaurante por ahora. Quítalo para continuar.',
    ],
  ] as const)(
    'an item the box cannot have for its time is named (%s)',
    async (language, message, said) => {
      ordering(() => ({ status: 500 }), {
        [`POST ${ORDER}/validate`]: { status: 400, body: { message } },
      });
      await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location }, language });
      const user = await fillIn(language);
      const review = language === 'es' ? 'Revisar pedido' : 'Review order';
      await user.click(screen.getByRole('button', { name: review }));
      expect(await screen.findByText(said)).toHaveAttribute('role', 'alert');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('a time slot that closed while the page was open: said, the times asked again, a new choice', async () => {
    const fetch = ordering(() => ({ status: 500 }), {
      [`PUT ${ORDER}/time`]: {
        status: 400,
        body: { message: '[229] That time is not available. Please choose another time.' },
      },
    });
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    const user = await fillIn();
    await user.click(await screen.findByLabelText('Schedule for later'));
    // The time goes to the order as it is chosen; its refusal is said there, before review.
    const said = await screen.findByText(
      'That time is no longer available. Please choose another time.',
    );
    expect(said).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(fetch.calls.filter((call) => call.url.includes('/times')).length).toBeGreaterThan(1),
    );
    expect(screen.getByLabelText('Time')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a time.' })).toBeInTheDocument();
  });

  it('§8 a round-up donation that fails shows the message of the response', async () => {
    const fetch = ordering(() => ({ status: 500 }), {
      'PUT /api/v2/carts/o1/donations': {
        status: 400,
        body: { message: '[242] Please choose a donation between $0.01 and $100.00.' },
      },
    });
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    const roundUp = screen.getByLabelText('Round up my order for the Foundation (+$0.32)');
    await userEvent.click(roundUp);
    expect(fetch.last.body).toEqual({ id: 1, amount: 0.32 });
    expect(
      await screen.findByText('Please choose a donation between $0.01 and $100.00.'),
    ).toBeVisible();
    expect(roundUp).not.toBeChecked();
  });
});
