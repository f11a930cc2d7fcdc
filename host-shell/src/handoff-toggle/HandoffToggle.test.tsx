import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { createAppState } from '@qsr/shared-contracts';
import { mockFetch, anOrder, routes } from '@qsr/shared-contracts/testing';
import '../i18n/test-i18n';
import { HandoffToggle } from './HandoffToggle';

/** Shows where the router is, so a test reads the navigation as the customer's URL. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(ui: ReactElement, path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      {ui}
      <Where />
    </BrowserRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('§4.3 handoff toggle', () => {
  it('shows the current handoff pressed, in its placement', async () => {
    createAppState({ order: anOrder({ handoff: 'dispatch' }) });
    renderAt(<HandoffToggle placement="bottom-bar" />, '/menu');
    const group = screen.getByRole('group', { name: 'Pickup or delivery' });
    expect(group).toHaveClass('host-handoff-toggle-bottom-bar');
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on the locations page it shows the search the customer is on', async () => {
    createAppState({ order: anOrder({ handoff: 'pickup' }) });
    renderAt(<HandoffToggle placement="bottom-bar" />, '/locations?mode=delivery');
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
    renderAt(<HandoffToggle placement="mobile-menu" />, '/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));
    expect(await screen.findByRole('button', { name: 'Pickup', pressed: true })).toBeEnabled();
    expect(fetch.calls.map((call) => call.url)).toEqual(['/api/v1/orders/o1/handoff/pickup']);
    expect(state.order?.handoff).toBe('pickup');
    expect(where()).toBe('/menu');
  });

  it('Pickup otherwise goes to /locations?mode=pickup', async () => {
    createAppState({ order: anOrder({ handoff: 'pickup' }) });
    const fetch = mockFetch();
    renderAt(<HandoffToggle placement="mobile-menu" />, '/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));
    await waitFor(() => expect(where()).toBe('/locations?mode=pickup'));
    expect(fetch.calls).toEqual([]);
  });

  it('Delivery always goes to /locations?mode=delivery', async () => {
    createAppState({ order: anOrder({ handoff: 'delivery' }) });
    renderAt(<HandoffToggle placement="bottom-bar" />, '/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    await waitFor(() => expect(where()).toBe('/locations?mode=delivery'));
  });
});
