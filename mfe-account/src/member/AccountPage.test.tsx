import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, routes } from '@qsr/shared-contracts/testing';
import { renderPage, signedIn } from '../testing';
import { AccountPage } from './AccountPage';

jest.setTimeout(20_000);

describe('/account: the loyalty balance', () => {
  it('says when it could not be read, and reads it again on Try again', async () => {
    let reads = 0;
    mockFetch(
      routes({
        'GET /api/v1/members/loyalty': () =>
          (reads += 1) === 1
            ? { status: 503, body: { message: 'down' } }
            : { body: { points: 120, wallet: [] } },
      }),
    );
    await renderPage('/account', <AccountPage />, '/account', { state: signedIn() });
    const failed = 'We could not load this. Check your connection and try again.';
    expect((await screen.findByText(failed)).closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/120 points/)).toBeVisible();
    expect(screen.queryByText(failed)).toBeNull();
  });
});
