import { render, screen } from '@testing-library/react';
import { SkeletonForm, SkeletonList } from './SkeletonPatterns';

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
