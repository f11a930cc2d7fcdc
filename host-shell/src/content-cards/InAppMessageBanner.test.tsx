import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHome } from '../home/home-test-support';

const DISMISSED_KEY = 'qsr.dismissedMessages';

/** The home page with every content answer in. */
async function renderAnsweredHome() {
  const { story, cards, messages } = renderHome();
  await act(async () => {
    story.answer();
    messages.answer();
    cards.answer();
  });
}

describe('in-app messages dismissed in this tab', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"m1"'],
    ['an object', '{"m1":true}'],
    ['broken JSON', '["m1"'],
    ['a huge value', JSON.stringify(['x'.repeat(100 * 1024)])],
  ])('a stored list that is %s is dropped: the home page shows its message', async (_, stored) => {
    window.sessionStorage.setItem(DISMISSED_KEY, stored);
    await renderAnsweredHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fresh biscuits all day' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try the new hot honey')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(DISMISSED_KEY)).toBeNull();
  });

  it('keeps the ids it can read, and a dismissal for the visit', async () => {
    window.sessionStorage.setItem(DISMISSED_KEY, '[7, "other"]');
    await renderAnsweredHome();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Try the new hot honey')).not.toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '')).toEqual(['other', 'm1']);
  });

  it('a message dismissed before stays hidden', async () => {
    window.sessionStorage.setItem(DISMISSED_KEY, '["m1"]');
    await renderAnsweredHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fresh biscuits all day' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Try the new hot honey')).not.toBeInTheDocument();
  });
});
