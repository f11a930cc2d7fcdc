import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { bootAppState, request, setRequestHooks } from '@qsr/shared-contracts';
import { anOrder, mockFetch, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { useSessionExpiry } from './useSessionExpiry';

function Page() {
  useSessionExpiry();
  const { pathname, search } = useLocation();
  return <output data-testid="url">{`${pathname}${search}`}</output>;
}

afterEach(() => {
  setRequestHooks({});
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

describe('§6 a member whose session the server refused', () => {
  it.each([
    ['/order/checkout', '/account/login?expired=1'],
    // The catering app's payment page: the app's own sign-in page, in its minimal layout.
    ['/app/payment', '/app/signin?expired=1'],
  ])('is sent from %s to sign in again at %s, and comes back to it', async (page, signIn) => {
    const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
    state.token = TEST_TOKENS;
    state.order = anOrder({ id: 'box-1' });
    window.history.pushState({}, '', page);
    render(
      <MemoryRouter initialEntries={[page]}>
        <Page />
      </MemoryRouter>,
    );
    mockFetch(() => ({ status: 401, body: { message: '[219] Your session has expired.' } }));
    await act(() =>
      expect(
        request('orders/box-1/validate', { method: 'POST', auth: 'ordering' }),
      ).rejects.toThrow(),
    );
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(signIn));
    expect(state.token).toBeNull();
    expect(state.order?.id).toBe('box-1');
    expect(state.redirect).toBe(page);
    dispose();
  });

  it('is sent to sign in again when the refusal came before the page listened', async () => {
    const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
    state.token = TEST_TOKENS;
    window.history.pushState({}, '', '/order/checkout');
    mockFetch(() => ({ status: 401, body: { message: '[219] Your session has expired.' } }));
    await expect(request('members/offers/all', { auth: 'ordering' })).rejects.toThrow();
    render(
      <MemoryRouter initialEntries={['/order/checkout']}>
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/account/login?expired=1'),
    );
    // Once: a later page of the same visit is not sent there again.
    expect(state.sessionExpiredOn).toBeNull();
    dispose();
  });

  it('stays where they are when a call without a token is refused', async () => {
    const { dispose } = bootAppState({ channel: 'default', storage: localStorage });
    render(
      <MemoryRouter initialEntries={['/order/checkout']}>
        <Page />
      </MemoryRouter>,
    );
    mockFetch(() => ({ status: 401, body: { message: '[246] Please sign in to continue.' } }));
    await expect(request('orders/box-1/submit', { method: 'POST' })).rejects.toThrow();
    expect(screen.getByTestId('url')).toHaveTextContent('/order/checkout');
    dispose();
  });
});
