import { act, screen } from '@testing-library/react';
import { renderHome } from './home-test-support';

// The account team's row is its own test's (ComeBackArea.test.tsx); here it would load a remote.
jest.mock('./ComeBackArea', () => ({ ComeBackArea: () => null }));

// Its own file: the start-up keeps one content-card answer per page load (module state).
describe('home page, a member', () => {
  it("shows a members' card ('Your Rewards Are Waiting') to a member", async () => {
    const { story, cards, messages } = renderHome({ member: true });
    await act(async () => {
      story.answer();
      messages.answer();
      cards.answer();
    });
    expect(screen.getByText('Your Rewards Are Waiting')).toBeInTheDocument();
  });
});
