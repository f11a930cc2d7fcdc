import { render, screen } from '@testing-library/react';
import { CareersPage } from './CareersPage';

const globals = globalThis as unknown as { __RELEASE_NOTE__: string };

describe('careers page', () => {
  afterEach(() => {
    globals.__RELEASE_NOTE__ = '';
  });

  it('shows no release note when the build carries none', () => {
    const { container } = render(<CareersPage />);
    expect(container.querySelector('[data-release-note]')).toBeNull();
  });

  it('shows the release note a release build carries', () => {
    globals.__RELEASE_NOTE__ = 'Release 1.0.1: spring hiring';
    render(<CareersPage />);
    expect(screen.getByText('Release 1.0.1: spring hiring')).toHaveAttribute('data-release-note');
  });
});
