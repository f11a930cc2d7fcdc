import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@qsr/shared-contracts/src/testing/fetch-mock';
import { aLocation, anOrder } from '@qsr/shared-contracts/src/testing/fixtures';
import { routes } from '@qsr/shared-contracts/src/testing/routes';
import { renderCheckout } from '../testing';
import { OrderConfirmPage } from './OrderConfirmPage';

const ORDER = '/api/v1/orders/o1';

describe('/order/confirm', () => {
  it('shows the order number and its status, and says "I\'m here" for a pickup', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${ORDER}/status`]: { body: { id: 'o1', status: 'ready' } },
        [`POST ${ORDER}/arrival`]: { body: { id: 'o1', status: 'ready' } },
      }),
    );
    await renderCheckout(<OrderConfirmPage />, {
      url: '/order/confirm?id=o1',
      state: { activeOrder: anOrder(), location: aLocation() },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thanks for your order');
    expect(screen.getByText('o1')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Ready'));
    await userEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect(
      await screen.findByText(
        "Thanks! We know you're here and will have your order ready for you.",
      ),
    ).toBeVisible();
    expect(fetch.last.url).toBe(`${ORDER}/arrival`);
  });

  it('a delivered order has no arrival, and a final status stops the polling', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${ORDER}/status`]: { body: { id: 'o1', status: 'completed' } },
        [`GET ${ORDER}`]: { body: anOrder({ handoff: 'dispatch' }) },
      }),
    );
    await renderCheckout(<OrderConfirmPage />, { url: '/order/confirm?id=o1' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Completed'));
    expect(await screen.findByText('Delivery')).toBeVisible();
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
    expect(fetch.calls.filter((call) => call.url.endsWith('/status'))).toHaveLength(1);
  });

  it('without an order it says so', async () => {
    mockFetch();
    await renderCheckout(<OrderConfirmPage />, { url: '/order/confirm' });
    expect(screen.getByText('There is no order to show.')).toBeVisible();
  });
});
