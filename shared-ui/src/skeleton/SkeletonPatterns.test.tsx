import { render, screen } from '@testing-library/react';
import { SkeletonCardStrip, SkeletonChoices, SkeletonForm, SkeletonList } from './SkeletonPatterns';

it('draws a list of rows, busy, saying "Loading" once', () => {
  const { container } = render(<SkeletonList label="Cargando…" rows={4} />);
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelectorAll('.ui-skeleton-row')).toHaveLength(4);
});

it('draws a form as its fields (label and input) and its button', () => {
  const { container } = render(<SkeletonForm label="Loading…" fields={2} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  // The fields take the real fields' boxes (their class), and nothing in them can be focused.
  expect(container.querySelectorAll('.ui-field')).toHaveLength(2);
  expect(container.querySelectorAll('.ui-skeleton-input')).toHaveLength(2);
  expect(container.querySelectorAll('.ui-skeleton-button')).toHaveLength(1);
  expect(container.querySelector('input, button, a')).toBeNull();
});

it('draws choices on their way in the look they will have: chips or tiles', () => {
  const { container, unmount } = render(<SkeletonChoices label="Loading times…" count={2} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading times…');
  expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  // The group's own look (its gap and margin), each choice a pill the height of a control.
  expect(container.firstChild).toHaveClass('ui-choice-group', 'ui-choice-group--chips');
  expect(container.querySelectorAll('.ui-skeleton--pill.ui-skeleton-chip')).toHaveLength(2);
  unmount();
  const tiles = render(<SkeletonChoices label="Cargando…" look="tiles" count={1} />).container;
  expect(tiles.firstChild).toHaveClass('ui-choice-group--tiles');
  expect(tiles.querySelectorAll('.ui-choice.ui-skeleton-tile')).toHaveLength(1);
  expect(tiles.querySelectorAll('.ui-skeleton-tile .ui-skeleton')).toHaveLength(3);
  expect(tiles.querySelector('input, button')).toBeNull();
});

it('draws chips the size of the ones to come, their labels out of the page’s text', () => {
  const { container } = render(
    <SkeletonChoices
      label="Loading times…"
      labels={['As soon as possible', 'Schedule for later']}
    />,
  );
  const chips = container.querySelectorAll('.ui-choice.ui-skeleton-shaped');
  expect([...chips].map((chip) => chip.getAttribute('data-shape'))).toEqual([
    'As soon as possible',
    'Schedule for later',
  ]);
  expect(container.firstChild).toHaveTextContent(/^Loading times…$/);
  expect(screen.queryByText('As soon as possible')).toBeNull();
});

it("draws a card strip on its way in the strip's own box: a heading and its cards", () => {
  const { container } = render(<SkeletonCardStrip label="Cargando…" cards={2} />);
  expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  // The strip's class gives it the strip's height: what replaces it takes the same room.
  expect(container.firstChild).toHaveClass('ui-card-strip');
  expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelectorAll('.ui-card-strip-cards > .ui-skeleton-row')).toHaveLength(2);
  expect(container.querySelector('input, button, a')).toBeNull();
});
