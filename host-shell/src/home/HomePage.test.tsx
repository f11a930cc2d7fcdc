import { act, screen } from '@testing-library/react';
import { renderHome } from './home-test-support';

describe('home page first screen', () => {
  it('waits for its story, top alert and in-app messages, then shows them at once (nothing moves as they arrive)', async () => {
    const { story, cards, messages } = renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => {
      story.answer();
      messages.answer();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await act(async () => cards.answer());
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fresh biscuits all day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Closed Thanksgiving Day' })).toBeInTheDocument();
    expect(screen.getByText('Try the new hot honey')).toBeInTheDocument();
    // A members' card says nothing true to a guest.
    expect(screen.queryByText('Your Rewards Are Waiting')).not.toBeInTheDocument();
    // A card of the consumer channel shows on the consumer site (not on catering, channel-cards).
    expect(screen.getByText('$5 off the 8 Piece Family Meal')).toBeInTheDocument();
  });
});
