import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

it('says what is empty and offers the next step', () => {
  render(
    <EmptyState title="Your box is empty" action={<a href="/menu">Start your order</a>}>
      Pick something good.
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Your box is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start your order' })).toHaveAttribute('href', '/menu');
});
