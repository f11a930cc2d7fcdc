import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppState } from '@qsr/shared-contracts';
import { mockFetch, anOrder, routes } from '@qsr/shared-contracts/testing';
import { renderAt } from '../testing/render';
import handoffToggleModule, { contractMajor } from './handoff-toggle-module';
import { HandoffToggle } from './HandoffToggle';

const where = () => screen.getByTestId('where').textContent;

describe('§4.3 handoff toggle', () => {
  it('is the module the host places, bound to the contract', () => {
    expect(handoffToggleModule).toBe(HandoffToggle);
    expect(typeof contractMajor).toBe('number');
  });

  it('shows the current handoff pressed, in its placement', async () => {
    createAppState({ order: anOrder({ handoff: 'dispatch' }) });
    await renderAt(<HandoffToggle placement="bottom-bar" />, '/menu');
    const group = screen.getByRole('group', { name: 'Pickup or delivery' });
    expect(group).toHaveClass('locator-handoff-toggle-bottom-bar');
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on the locations page it shows the search the customer is on', async () => {
    createAppState({ order: anOrder({ handoff: 'pickup' }) });
    await renderAt(<HandoffToggle placement="bottom-bar" />, '/locations?mode=delivery');
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Pickup while the order is in delivery sets the handoff to pickup directly', async () => {
    const state = createAppState({ order: anOrder({ handoff: 'delivery' }) });
    const fetch = mockFetch(
      routes({ 'PUT /api/v1/orders/o1/handoff/pickup': { body: anOrder({ handoff: 'pickup' }) } }),
    );
    await renderAt(<HandoffToggle placement="mobile-menu" />, '/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));
    expect(await screen.findByRole('button', { name: 'Pickup', pressed: true })).toBeEnabled();
    expect(fetch.calls.map((call) => call.url)).toEqual(['/api/v1/orders/o1/handoff/pickup']);
    expect(state.order?.handoff).toBe('pickup');
    expect(where()).toBe('/menu');
  });

  it('Pickup otherwise goes to /locations?mode=pickup', async () => {
    createAppState({ order: anOrder({ handoff: 'pickup' }) });
    const fetch = mockFetch();
    await renderAt(<HandoffToggle placement="mobile-menu" />, '/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));
    await waitFor(() => expect(where()).toBe('/locations?mode=pickup'));
    expect(fetch.calls).toEqual([]);
  });

  it('Delivery always goes to /locations?mode=delivery', async () => {
    createAppState({ order: anOrder({ handoff: 'delivery' }) });
    await renderAt(<HandoffToggle placement="bottom-bar" />, '/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    await waitFor(() => expect(where()).toBe('/locations?mode=delivery'));
  });
});
