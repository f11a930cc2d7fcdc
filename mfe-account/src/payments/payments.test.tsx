import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberAddress } from '@qsr/shared-contracts';
import { mockFetch, routes } from '@qsr/shared-contracts/testing';
import { AddressesPage } from '../addresses/AddressesPage';
import { renderPage, signedIn } from '../testing';
import { PaymentsPage } from './PaymentsPage';

jest.setTimeout(20_000);

describe('/account/payments', () => {
  it('lists the saved cards and deletes one by its account id', async () => {
    const fetch = mockFetch(
      routes({
        'GET /api/v1/members/payments': {
          body: [
            {
              account: { id: 7 },
              card_type: 'Visa',
              last4: '1111',
              expiry: '12/29',
              default: true,
            },
            { account: { id: 8 }, card_type: 'Mastercard', last4: '4444' },
          ],
        },
        'DELETE /api/v1/members/payments/8': { status: 204 },
      }),
    );
    await renderPage('/account/payments', <PaymentsPage />, '/account/payments', {
      state: signedIn(),
    });
    expect(await screen.findByText(/Visa ending in 1111/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mastercard ending in 4444' }));
    await waitFor(() => expect(screen.queryByText(/Mastercard ending in 4444/)).toBeNull());
    expect(fetch.last).toMatchObject({
      method: 'DELETE',
      headers: { 'x-ordering-token': 'ordering-token' },
    });
  });

  it('says when the cards could not be read, and reads them again on Try again', async () => {
    let reads = 0;
    mockFetch(() =>
      (reads += 1) === 1
        ? { status: 503, body: { message: 'down' } }
        : { body: [{ account: { id: 7 }, card_type: 'Visa', last4: '1111', expiry: '12/29' }] },
    );
    await renderPage('/account/payments', <PaymentsPage />, '/account/payments', {
      state: signedIn(),
    });
    const failed = 'We could not load this. Check your connection and try again.';
    expect((await screen.findByText(failed)).closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Visa ending in 1111/)).toBeVisible();
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('shows the empty list', async () => {
    mockFetch(() => ({ body: [] }));
    await renderPage('/account/payments', <PaymentsPage />, '/account/payments', {
      state: signedIn(),
    });
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeVisible();
  });
});

describe('/account/addresses', () => {
  const address = (id: number, extra: Partial<MemberAddress> = {}): MemberAddress => ({
    id,
    address: '210 Fayetteville St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    default: false,
    ...extra,
  });

  it('§5 deduplicates by address, building and city with defaults first, and deletes', async () => {
    let saved = [
      address(1),
      address(2, { address: '500 Hillsborough St', default: true }),
      address(3, { address: ' 210 fayetteville st' }),
    ];
    const fetch = mockFetch((call) => {
      if (call.method === 'DELETE') {
        saved = saved.filter((a) => !call.url.endsWith(`/${a.id}`));
        return { status: 204 };
      }
      return { body: saved };
    });
    await renderPage('/account/addresses', <AddressesPage />, '/account/addresses', {
      state: signedIn(),
    });
    const deletes = await screen.findAllByRole('button', { name: /^Delete/ });
    expect(deletes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete 500 Hillsborough St, Raleigh, NC 27601',
      'Delete 210 Fayetteville St, Raleigh, NC 27601',
    ]);
    await userEvent.click(deletes[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText(/500 Hillsborough/)).toBeNull());
    expect(fetch.calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/addresses/2'))).toBe(
      true,
    );
  });
});
