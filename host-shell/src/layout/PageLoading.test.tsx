import { render, screen } from '@testing-library/react';
import '../i18n/test-i18n';
import { PageLoading } from './PageLoading';

it('shows the shape of a page, not a spinner, and says it is loading', () => {
  const { container } = render(<PageLoading />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  expect(container.querySelectorAll('.ui-skeleton').length).toBeGreaterThanOrEqual(4);
  expect(container.querySelector('.host-spinner')).toBeNull();
});
