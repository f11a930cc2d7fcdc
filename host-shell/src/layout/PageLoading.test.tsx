import { render, screen } from '@testing-library/react';
import { REMOTE_NAMES } from '@qsr/shared-contracts';
import '../i18n/test-i18n';
import { PageLoading } from './PageLoading';

it('shows the shape of a page, not a spinner, and says it is loading', () => {
  const { container } = render(<PageLoading />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  expect(container.querySelectorAll('.ui-skeleton').length).toBeGreaterThanOrEqual(4);
  expect(container.querySelector('.host-spinner')).toBeNull();
});

it.each(REMOTE_NAMES)('the %s page loads as its own shape, said once', (owner) => {
  const { container } = render(<PageLoading owner={owner} />);
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  expect(container.querySelector('.host-spinner')).toBeNull();
});

it('a list for the locator, a form for checkout, the cards for the menu', () => {
  const list = render(<PageLoading owner="locator" />);
  expect(list.container.querySelectorAll('.ui-skeleton-row')).toHaveLength(4);
  list.unmount();
  const form = render(<PageLoading owner="checkout" />);
  expect(form.container.querySelectorAll('.ui-skeleton-input')).toHaveLength(4);
  form.unmount();
  const cards = render(<PageLoading owner="menuCart" />);
  expect(cards.container.querySelectorAll('.host-page-loading-cards .ui-skeleton')).toHaveLength(4);
});
