import { act, screen } from '@testing-library/react';
import { FIRST_SCREEN_WAIT_MS } from './home-start';
import { renderHome } from './home-test-support';

// A file of its own: the site's start-up answers are kept for the page load (the module).
describe('home page first screen, content service slow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`shows the host's own hero after ${FIRST_SCREEN_WAIT_MS} ms, and the content when it comes`, async () => {
    const { story, cards, messages } = renderHome();
    await act(async () => {
      jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Southern chicken and biscuits, made from scratch',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Now' })).toBeInTheDocument();

    await act(async () => {
      story.answer();
      cards.answer();
      messages.answer();
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fresh biscuits all day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Closed Thanksgiving Day' })).toBeInTheDocument();
  });
});
