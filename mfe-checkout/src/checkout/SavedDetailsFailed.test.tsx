import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLocation, aMember, anOrder, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { ORDER, ordering } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';

jest.setTimeout(20_000);

/** A member's saved cards and addresses that cannot be loaded at first, then can. */
describe('/order/checkout: a member whose saved details could not be loaded', () => {
  beforeEach(() => sessionStorage.clear());

  const member = { user: aMember(), token: TEST_TOKENS };
  const everywhere = aLocation({ timezone: 'America/New_York' });
  const card = { account: { id: 7 }, card_type: 'Visa', last4: '1111', expiry: '12/30' };
  const address = { id: 1, address: '9 Oak St', city: 'Raleigh', state: 'NC', zip: '27605' };

  function failingOnce(body: unknown) {
    let calls = 0;
    return () => {
      calls += 1;
      return calls === 1 ? { status: 503 } : { body };
    };
  }

  it('says the saved cards could not be loaded, offers a new card, and a retry brings them', async () => {
    ordering(() => ({ status: 500 }), {
      'GET /api/v1/members/payments': failingOnce([card]),
      'GET /api/v1/members/addresses': { body: [] },
    });
    await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location: everywhere, ...member },
    });
    const notice = await screen.findByText(
      'We could not load your saved cards. You can use a new card instead.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText('Card number')).toBeVisible();

    await userEvent.click(
      within(notice.closest('.ui-notice')!).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByLabelText('Visa ending in 1111, expires 12/30')).toBeChecked();
    expect(screen.queryByText(/could not load your saved cards/)).toBeNull();
  });

  it('says the saved addresses could not be loaded on delivery, keeps the fields, and a retry brings them', async () => {
    ordering(() => ({ status: 500 }), {
      'GET /api/v1/members/payments': { body: [] },
      'GET /api/v1/members/addresses': failingOnce([address]),
      [`PUT ${ORDER}/handoff/dispatch`]: { body: anOrder({ handoff: 'dispatch' }) },
    });
    await renderCheckout(<CheckoutPage />, {
      state: { order: anOrder(), location: everywhere, ...member },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Delivery'));
    const notice = await screen.findByText(
      'We could not load your saved addresses. You can type an address below.',
    );
    expect(screen.getByLabelText('Street address')).toBeVisible();

    await user.click(
      within(notice.closest('.ui-notice')!).getByRole('button', { name: 'Try again' }),
    );
    const saved = await screen.findByRole('group', { name: 'Deliver to' });
    expect(within(saved).getByLabelText('9 Oak St, Raleigh, NC 27605')).toBeInTheDocument();
    expect(screen.queryByText(/could not load your saved addresses/)).toBeNull();
  });
});
