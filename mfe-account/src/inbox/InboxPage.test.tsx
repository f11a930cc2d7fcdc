import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unviewedCount } from '@qsr/shared-contracts';
import { mockFetch } from '@qsr/shared-contracts/testing';
import { renderPage, signedIn } from '../testing';
import { InboxPage } from './InboxPage';

// Typing field by field is slow on a loaded machine.
jest.setTimeout(20_000);

const story = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  uuid: id,
  content: { card_id: id, title, description: `About ${title}`, url: '/offers', ...extra },
});

beforeEach(() => localStorage.clear());

describe('/account/inbox', () => {
  it('§2.3 §4.14 opening a card marks it viewed and lowers the shared count', async () => {
    mockFetch(() => ({
      body: {
        stories: [
          story('a', 'Free Biscuit Friday'),
          story('b', 'Holiday Hours'),
          story('c', 'Control Card', { is_control: true }),
        ],
      },
    }));
    const { appState } = await renderPage('/account/inbox', <InboxPage />, '/account/inbox', {
      state: signedIn(),
    });
    expect(await screen.findByText('2 unread messages')).toBeVisible();
    expect(screen.queryByText('Control Card')).toBeNull();
    const card = screen.getByRole('button', { name: /Free Biscuit Friday/ });
    expect(card).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About Free Biscuit Friday')).toBeVisible();
    expect(await screen.findByText('1 unread message')).toBeVisible();
    expect(unviewedCount(appState.contentCards, 'default')).toBe(1);
    // Closing and opening again does not count twice.
    await userEvent.click(card);
    await userEvent.click(card);
    expect(unviewedCount(appState.contentCards, 'default')).toBe(1);
    expect(
      screen.getAllByRole('button', { name: /Free Biscuit Friday|Holiday Hours/ }),
    ).toHaveLength(2);
  });

  it('shows the empty inbox and asks a guest to sign in', async () => {
    mockFetch(() => ({ body: { stories: [] } }));
    const member = await renderPage('/account/inbox', <InboxPage />, '/account/inbox', {
      state: signedIn(),
    });
    expect(await screen.findByText(/Your inbox is empty/)).toBeVisible();
    member.unmount();
    await renderPage('/account/inbox', <InboxPage />, '/account/inbox');
    expect(screen.getAllByText('Sign in to see your account, orders and offers.')[0]).toBeVisible();
  });
});
