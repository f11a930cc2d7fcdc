import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, createAppState } from '@qsr/shared-contracts';
import { mockFetch, aLocation, anOrder, routes } from '@qsr/shared-contracts/testing';
import { renderAt } from '../testing/render';
import { OrderTypePage } from './OrderTypePage';

const where = () => screen.getByTestId('where').textContent;

describe('/order/type', () => {
  it('without a restaurant, pickup finds one first', async () => {
    createAppState();
    await renderAt(<OrderTypePage />, '/order/type');
    await userEvent.click(screen.getByRole('button', { name: /^Pickup/ }));
    await waitFor(() => expect(where()).toBe('/locations?mode=pickup'));
  });

  it('offers curbside only where the restaurant does; delivery starts from an address', async () => {
    createAppState({ location: aLocation({ handoffs: ['pickup', 'delivery'] }) });
    await renderAt(<OrderTypePage />, '/order/type');
    expect(screen.queryByRole('button', { name: /^Curbside/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Delivery/ }));
    await waitFor(() => expect(where()).toBe('/locations?mode=delivery'));
  });

  it('§1 on the catering site, pickup or delivery: never curbside', async () => {
    createAppState({
      channel: 'catering',
      location: aLocation({ handoffs: ['pickup', 'curbside', 'delivery'] }),
    });
    await renderAt(<OrderTypePage />, '/order/type');
    expect(
      screen.getAllByRole('button').map((button) => button.querySelector('strong')?.textContent),
    ).toEqual(['Pickup', 'Delivery']);
  });

  it('pickup at the chosen restaurant switches a delivery box and opens the confirmation', async () => {
    const state = createAppState({
      location: aLocation(),
      order: anOrder({ handoff: 'dispatch' }),
    });
    mockFetch(
      routes({ 'PUT /api/v1/orders/o1/handoff/pickup': { body: anOrder({ handoff: 'pickup' }) } }),
    );
    const opened: unknown[] = [];
    const off = bus.on('locator:open-modal', (payload) => opened.push(payload));
    await renderAt(<OrderTypePage />, '/order/type');
    expect(screen.getByRole('button', { name: /^Delivery/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Pickup/ }));
    await waitFor(() => expect(opened).toEqual([{}]));
    off();
    expect(state.order?.handoff).toBe('pickup');
  });

  it('curbside sets the handoff on the box and goes on to the menu', async () => {
    const state = createAppState({ location: aLocation(), order: anOrder() });
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/handoff/curbside': { body: anOrder({ handoff: 'curbside' }) },
      }),
    );
    await renderAt(<OrderTypePage />, '/order/type');
    await userEvent.click(screen.getByRole('button', { name: /^Curbside/ }));
    await waitFor(() => expect(where()).toBe('/order'));
    expect(state.order?.handoff).toBe('curbside');
  });
});
