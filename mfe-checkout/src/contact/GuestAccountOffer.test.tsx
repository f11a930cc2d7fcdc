import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMember, anOrder, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { location, ordering } from '../checkout/checkout-testing';
import { CheckoutPage } from '../checkout/CheckoutPage';

jest.setTimeout(20_000);

describe('/order/checkout: a guest may sign in or create an account', () => {
  beforeEach(() => sessionStorage.clear());

  it('is offered both before typing anything, and comes back to this checkout', async () => {
    ordering(() => ({ status: 500 }));
    const { appState } = await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location },
    });
    const offer = await screen.findByText(/^Have an account\?/);
    expect(offer).toHaveTextContent(
      'Have an account? Sign in to use your saved cards and addresses, or create one to earn points on this order.',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/signup',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/account/login');
    expect(appState.redirect).toBe('/order/checkout');
  });

  it('en español', async () => {
    ordering(() => ({ status: 500 }));
    await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location },
      language: 'es',
    });
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toBeVisible();
  });

  it('is not offered to a member', async () => {
    ordering(() => ({ status: 500 }), {
      'GET /api/v1/members/payments': { body: [] },
      'GET /api/v1/members/addresses': { body: [] },
    });
    await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location, user: aMember(), token: TEST_TOKENS },
    });
    expect(await screen.findByLabelText('First name')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
