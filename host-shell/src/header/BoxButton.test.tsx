import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createAppState, type Order } from '@qsr/shared-contracts';
import { BADGE_ANIMATION_MS, BAG_BOUNCE_MS, BoxButton } from './BoxButton';
import '../i18n/test-i18n';

const order = (quantity: number) =>
  ({ id: 'o1', menu_id: 1, products: [{ id: 1, quantity }] }) as unknown as Order;

describe('§2.3 cart badge', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('animates for 800 ms and the bag bounces for 700 ms when the quantity rises', async () => {
    const state = createAppState({ order: order(1) });
    render(<BoxButton />);
    const badge = screen.getByTestId('box-badge');
    const bag = screen.getByTestId('box-bag');
    expect(badge).toHaveTextContent('1');
    expect(badge).not.toHaveClass('is-animating');

    await act(async () => {
      state.order = order(3);
    });
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveClass('is-animating');
    expect(bag).toHaveClass('is-bouncing');
    act(() => jest.advanceTimersByTime(BAG_BOUNCE_MS));
    expect(bag).not.toHaveClass('is-bouncing');
    expect(badge).toHaveClass('is-animating');
    act(() => jest.advanceTimersByTime(BADGE_ANIMATION_MS - BAG_BOUNCE_MS));
    expect(badge).not.toHaveClass('is-animating');
    // The words shown are in the name, as a voice command says them (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Open your box, 3 items' })).toHaveTextContent(
      /^Box 3$/,
    );
  });

  it('does not animate when the quantity falls', async () => {
    const state = createAppState({ order: order(3) });
    render(<BoxButton />);
    await act(async () => {
      state.order = order(1);
    });
    expect(screen.getByTestId('box-badge')).not.toHaveClass('is-animating');
  });
});

describe('§2.3 the box button names its count', () => {
  afterEach(() => i18next.changeLanguage('en-US'));

  it.each([
    ['en-US', 1, 'Open your box, 1 item'],
    ['en-US', 0, 'Open your box, 0 items'],
    ['en-US', 2, 'Open your box, 2 items'],
    ['es', 1, 'Abrir tu caja, 1 artículo'],
    ['es', 0, 'Abrir tu caja, 0 artículos'],
    ['es', 2, 'Abrir tu caja, 2 artículos'],
  ] as const)('in %s with %i in the box: %s', async (language, quantity, name) => {
    await i18next.changeLanguage(language);
    createAppState({ order: quantity ? order(quantity) : null });
    render(<BoxButton />);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
