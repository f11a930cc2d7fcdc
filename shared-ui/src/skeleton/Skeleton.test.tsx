import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonRegion } from './Skeleton';

it('is busy, says what loads, and hides its shapes from assistive technology', () => {
  const { container } = render(
    <SkeletonRegion label="Loading the menu">
      <Skeleton shape="heading" width="half" />
      <Skeleton shape="block" />
    </SkeletonRegion>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the menu');
  expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  const shapes = container.querySelectorAll('.ui-skeleton');
  expect(shapes).toHaveLength(2);
  expect(shapes[0]).toHaveAttribute('aria-hidden', 'true');
  expect(shapes[0]).toHaveClass('ui-skeleton--heading', 'ui-skeleton--half');
  expect(shapes[1]).toHaveClass('ui-skeleton--block', 'ui-skeleton--full');
  // Sized by classes: the markup carries no inline style.
  expect(shapes[0]).not.toHaveAttribute('style');
});
