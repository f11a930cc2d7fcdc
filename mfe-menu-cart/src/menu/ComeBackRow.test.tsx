import { screen, waitFor } from '@testing-library/react';
import { registerRemoteModuleLoader } from '@qsr/shared-contracts';
import { TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { ComeBackRow } from './ComeBackRow';

const loader = jest.fn(async () => ({
  default: () => <section aria-label="Your recent orders" />,
  contractMajor: 1,
}));

beforeEach(() => {
  loader.mockClear();
  registerRemoteModuleLoader(loader as never);
});
afterEach(() => registerRemoteModuleLoader(null));

describe('the menu’s way back for a returning customer', () => {
  it('places the account team’s row for a member', async () => {
    await renderWithState(<ComeBackRow />, { state: { token: TEST_TOKENS } });
    expect(await screen.findByRole('region', { name: 'Your recent orders' })).toBeVisible();
    expect(loader).toHaveBeenCalledWith('account', './come-back');
  });

  it('places it for a guest with a favourite on this device', async () => {
    await renderWithState(<ComeBackRow />, {
      state: { favouriteItems: [{ sku: 'BB-BISCUIT', name: 'Buttermilk Biscuit' }] },
    });
    expect(await screen.findByRole('region', { name: 'Your recent orders' })).toBeVisible();
  });

  it('loads nothing on a first visit', async () => {
    await renderWithState(<ComeBackRow />);
    expect(loader).not.toHaveBeenCalled();
  });

  it('keeps the strip’s room while the row loads, so the menu under it never moves', async () => {
    loader.mockImplementationOnce(() => new Promise(() => {}));
    const { container } = await renderWithState(<ComeBackRow />, {
      state: { deviceOrders: ['o1'] },
    });
    expect(container.querySelector('.ui-card-strip')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading your recent orders and favorites…')).toBeInTheDocument();
  });

  it('leaves the menu alone when the row cannot load', async () => {
    loader.mockRejectedValueOnce(new Error('account is down'));
    const { container } = await renderWithState(<ComeBackRow />, {
      state: { deviceOrders: ['o1'] },
    });
    expect(loader).toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('.ui-card-strip')).toBeNull());
    expect(container.querySelector('section')).toBeNull();
  });
});
