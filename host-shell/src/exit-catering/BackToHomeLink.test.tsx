import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { bus, createAppState, type Order } from '@qsr/shared-contracts';
import { BackToHomeLink } from './BackToHomeLink';
import '../i18n/test-i18n';

const box = (quantity: number) =>
  ({ id: 'o1', menu_id: 1, products: quantity ? [{ id: 1, quantity }] : [] }) as unknown as Order;

/** Clicks the link: whether the popup was asked for, and whether the link went on to leave. */
async function clickBackToHome(name: string) {
  let asked = false;
  const stop = bus.on('host:exit-catering', () => {
    asked = true;
  });
  let left = false;
  // jsdom cannot navigate: the click is stopped once the page has had its say.
  const follow = (event: MouseEvent) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', follow);
  await userEvent.click(screen.getByRole('link', { name }));
  window.removeEventListener('click', follow);
  stop();
  return { asked, left };
}

describe.each([
  ['en-US', 'Back to Home'],
  ['es', 'Volver al inicio'],
] as const)('§2.10 Back to Home on catering (%s)', (language, name) => {
  beforeEach(() => i18next.changeLanguage(language));
  afterAll(() => i18next.changeLanguage('en-US'));

  it('asks before leaving when the catering box has something to empty', async () => {
    createAppState({ order: box(2) });
    render(<BackToHomeLink />);
    expect(await clickBackToHome(name)).toEqual({ asked: true, left: false });
  });

  it('leaves without asking when the box is empty, or there is none', async () => {
    createAppState({ order: box(0) });
    const { unmount } = render(<BackToHomeLink />);
    expect(await clickBackToHome(name)).toEqual({ asked: false, left: true });
    unmount();
    createAppState({ order: null });
    render(<BackToHomeLink />);
    expect(await clickBackToHome(name)).toEqual({ asked: false, left: true });
  });
});
