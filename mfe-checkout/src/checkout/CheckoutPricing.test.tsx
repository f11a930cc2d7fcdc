import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLine, aLocation, anOrder, type FetchCall } from '@qsr/shared-contracts/testing';
import { actions, type Order, type OrderTotals } from '@qsr/shared-contracts';
import { strings } from '../strings';
import { renderCheckout } from '../testing';
import { fillIn, ORDER, ordering, times, type Answer } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';

jest.setTimeout(20_000);

const everywhere = aLocation({ timezone: 'America/New_York' });
const base = anOrder();
const pickupTotals: OrderTotals = {
  ...base.totals,
  subtotal: 20,
  handoff: 0,
  fees: 0,
  tax: 1.4,
  tip: 0,
  total: 21.4,
};
const deliveryTotals: OrderTotals = {
  ...pickupTotals,
  handoff: 2.99,
  fees: 0.99,
  tax: 1.68,
  total: 25.66,
};
const pickup: Order = { ...base, handoff: 'pickup', totals: pickupTotals };
const delivery: Order = { ...base, handoff: 'dispatch', totals: deliveryTotals };

/** An answer the test gives when it chooses, to see the page while the change is priced. */
function later() {
  let give: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((resolve) => {
    give = resolve;
  });
  return { answer: () => answer, give: (a: Answer) => give(a) };
}

/** The ordering API of one box: it keeps what it answered, validate prices that. */
function orderingApi(answers: Record<string, (call: FetchCall) => Answer | Promise<Answer>>) {
  const api = { order: pickup };
  const keep = (answer: Answer) => {
    if (answer.status === undefined && answer.body) api.order = answer.body as Order;
    return answer;
  };
  const fetch = ordering(() => ({ body: { id: 'o1', status: 'received', number: '1042' } }), {
    [`POST ${ORDER}/validate`]: () => ({
      body: { taxes: [], totals: api.order.totals, billing: [] },
    }),
    [`GET ${ORDER}`]: () => ({ body: api.order }),
    ...Object.fromEntries(
      Object.entries(answers).map(([route, answer]) => [
        route,
        async (call: FetchCall) => keep(await answer(call)),
      ]),
    ),
  });
  return { api, fetch };
}

const totalsRegion = (name = 'Order total') => screen.getByRole('region', { name });
const rows = (name?: string) =>
  within(totalsRegion(name))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('/order/checkout: the totals are the ordering API’s priced order', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('pickup → delivery: "Updating your total…", then the API’s total with its fees, the same in review and charged', async () => {
    const handoff = later();
    const { fetch } = orderingApi({
      [`PUT ${ORDER}/handoff/dispatch`]: handoff.answer,
      [`PUT ${ORDER}/address`]: () => ({
        body: { ...delivery, address: { address: '9 Oak St', city: 'Raleigh', zip: '27605' } },
      }),
    });
    await renderCheckout(<CheckoutPage />, { state: { order: pickup, location: everywhere } });
    await waitFor(() => expect(totalsRegion()).toHaveAttribute('aria-busy', 'false'));
    expect(rows()).toContain('Total $21.40');
    const user = await fillIn();

    await user.click(screen.getByLabelText('Delivery'));
    // Being priced: said, busy, and the old figure is not passed off as current.
    expect(totalsRegion()).toHaveAttribute('aria-busy', 'true');
    expect(within(totalsRegion()).getByRole('status')).toHaveTextContent('Updating your total…');
    expect(totalsRegion().querySelector('[data-receipt]')).toHaveClass('is-pricing');

    handoff.give({ body: delivery });
    await waitFor(() => expect(totalsRegion()).toHaveAttribute('aria-busy', 'false'));
    expect(within(totalsRegion()).getByRole('status')).toBeEmptyDOMElement();
    expect(rows()).toEqual(
      expect.arrayContaining(['Delivery fee $2.99', 'Service fee $0.99', 'Total $25.66']),
    );
    expect(rows().some((row) => row.startsWith('Fees'))).toBe(false);

    await user.type(screen.getByLabelText('Street address'), '9 Oak St');
    await user.type(screen.getByLabelText('City'), 'Raleigh');
    await user.type(screen.getByLabelText('Zip code'), '27605');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog');
    const onPage = rows().find((row) => row.startsWith('Total '));
    expect(onPage).toBe('Total $25.66');
    expect(within(dialog).getByText('$25.66')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm'));
    const submit = fetch.calls.find((call) => call.url.endsWith('/submit'));
    expect(submit?.body).toMatchObject({ payments: [{ amount: 25.66 }] });
  });

  it('in Spanish: "Actualizando tu total…"; a refused change keeps the previous choice and says why', async () => {
    const es = strings.es;
    const handoff = later();
    orderingApi({ [`PUT ${ORDER}/handoff/dispatch`]: handoff.answer });
    await renderCheckout(<CheckoutPage />, {
      state: { order: pickup, location: everywhere },
      language: 'es',
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(es.firstName), 'Ada');

    await user.click(screen.getByLabelText(es.handoff_delivery));
    const region = totalsRegion(es.totals);
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status')).toHaveTextContent('Actualizando tu total…');

    handoff.give({
      status: 400,
      body: { message: '[207] Este restaurante no ofrece entrega a domicilio ahora.' },
    });
    const said = await screen.findByText('Este restaurante no ofrece entrega a domicilio ahora.');
    expect(said).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(es.handoff_pickup)).toBeChecked();
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(rows(es.totals)).toContain('Total $21.40');
    // What was typed stays.
    expect(screen.getByLabelText(es.firstName)).toHaveValue('Ada');
  });

  it('a quantity changed in the box drawer: "Updating your total…" until its answer, which review waits for', async () => {
    const more = later();
    const three: Order = {
      ...pickup,
      products: [aLine({ quantity: 3, cost: { total: 30 } })],
      totals: { ...pickupTotals, subtotal: 30, tax: 2.1, total: 32.1 },
    };
    const { fetch } = orderingApi({ [`PUT ${ORDER}/products`]: more.answer });
    await renderCheckout(<CheckoutPage />, { state: { order: pickup, location: everywhere } });
    await waitFor(() => expect(totalsRegion()).toHaveAttribute('aria-busy', 'false'));
    const user = await fillIn();

    // The drawer's plus button is the contract's action; checkout did not ask for it.
    let drawer: Promise<unknown> = Promise.resolve();
    act(() => {
      drawer = actions.increaseQuantity(aLine().id);
    });
    await waitFor(() =>
      expect(within(totalsRegion()).getByRole('status')).toHaveTextContent('Updating your total…'),
    );
    expect(totalsRegion()).toHaveAttribute('aria-busy', 'true');

    // Review asked meanwhile waits for the drawer's answer: the dialog shows the new total.
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    more.give({ body: three });
    await act(() => drawer);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$32.10')).toBeVisible();
    expect(within(totalsRegion()).getByRole('status')).toBeEmptyDOMElement();
    expect(rows()).toContain('Total $32.10');
    expect(fetch.calls.filter((call) => call.url.endsWith('/products'))).toHaveLength(1);
  });

  it('a change made in another tab re-prices this one (storage, then coming back to the tab)', async () => {
    const { api, fetch } = orderingApi({});
    await renderCheckout(<CheckoutPage />, { state: { order: pickup, location: everywhere } });
    await waitFor(() => expect(totalsRegion()).toHaveAttribute('aria-busy', 'false'));
    const reads = () => fetch.calls.filter((c) => c.method === 'GET' && c.url.endsWith(ORDER));

    // Another tab chose delivery: this tab hears of it through the storage it writes.
    api.order = delivery;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'qsr-state' }));
    });
    await waitFor(() => expect(rows()).toContain('Total $25.66'));
    expect(screen.getByLabelText('Delivery')).toBeChecked();
    expect(reads()).toHaveLength(1);

    // And back to pickup there; this tab is looked at again.
    api.order = pickup;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(rows()).toContain('Total $21.40'));
    expect(screen.getByLabelText('Pickup')).toBeChecked();
    expect(reads()).toHaveLength(2);
  });

  it('two open checkouts do not echo: an order read again unchanged is not priced or stored again', async () => {
    const { fetch } = orderingApi({});
    await renderCheckout(<CheckoutPage />, { state: { order: pickup, location: everywhere } });
    await waitFor(() => expect(totalsRegion()).toHaveAttribute('aria-busy', 'false'));
    const count = (method: string, end: string) =>
      fetch.calls.filter((c) => c.method === method && c.url.endsWith(end)).length;
    const validates = count('POST', '/validate');
    const stored = localStorage.getItem('qsr.order');

    // The other tab stored the same order (read and priced there): read once, nothing more.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'qsr.order' }));
    });
    await waitFor(() => expect(count('GET', ORDER)).toBe(1));
    await waitFor(() => expect(totalsRegion()).toHaveAttribute('aria-busy', 'false'));
    expect(count('POST', '/validate')).toBe(validates);
    expect(localStorage.getItem('qsr.order')).toBe(stored);
  });

  it('a time chosen in another tab: this tab’s time choice follows the order, there and back', async () => {
    const { api } = orderingApi({});
    await renderCheckout(<CheckoutPage />, { state: { order: pickup, location: everywhere } });
    expect(await screen.findByLabelText(/^As soon as possible/)).toBeChecked();

    // Another tab scheduled the order for 12:30: this tab reads the order again and shows it.
    const later = times.times[1] as string;
    api.order = { ...pickup, time: { mode: 'scheduled', wanted: later } };
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'qsr-state' }));
    });
    await waitFor(() => expect(screen.getByLabelText('Schedule for later')).toBeChecked());
    expect(screen.getByLabelText('Time')).toHaveValue(later);

    // And back to as soon as possible there; this tab is looked at again.
    api.order = pickup;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByLabelText(/^As soon as possible/)).toBeChecked());
    expect(screen.queryByLabelText('Time')).toBeNull();
  });
});
