import { act, screen } from '@testing-library/react';
import { renderHome } from './home-test-support';

// Its own file: the start-up keeps one content-card answer per page load (module state).
describe('home page on the catering site', () => {
  it('leaves out a card of the consumer channel: the catering menu has no 8 Piece Family Meal', async () => {
    const { story, cards, messages } = renderHome({ channel: 'catering' });
    await act(async () => {
      story.answer();
      messages.answer();
      cards.answer();
    });
    expect(screen.getByText('Closed Thanksgiving Day')).toBeInTheDocument();
    expect(screen.queryByText('$5 off the 8 Piece Family Meal')).not.toBeInTheDocument();
  });
});
