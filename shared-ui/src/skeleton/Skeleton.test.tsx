import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonRegion } from './Skeleton';

it('is busy, says what loads, and hides its shapes from assistive technology', () => {
  const { container } = render(
    <SkeletonRegion label="Loading the menu">
      <Skeleton width="10rem" height="1.5rem" />
      <Skeleton shape="block" height="8rem" />
    </SkeletonRegion>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the menu');
  expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  const shapes = container.querySelectorAll('.ui-skeleton');
  expect(shapes).toHaveLength(2);
  expect(shapes[0]).toHaveAttribute('aria-hidden', 'true');
  expect(shapes[0]).toHaveStyle({ width: '10rem', height: '1.5rem' });
});
