import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { SiteErrorBoundary } from './SiteErrorBoundary';
import '../i18n/test-i18n';

let go: (path: string) => void = () => undefined;

/** The header's links stand outside the boundary: they still work after a page failed. */
function Header() {
  go = useNavigate();
  return null;
}

/** A page that throws `failure` on `failOn` and is fine elsewhere. */
function Page({ failOn, failure }: { failOn: string; failure: unknown }) {
  if (useLocation().pathname === failOn) throw failure;
  return <h1>Menu</h1>;
}

function renderFailing(failOn: string, failure: unknown) {
  return render(
    <MemoryRouter initialEntries={[failOn]}>
      <Header />
      <SiteErrorBoundary>
        <Page failOn={failOn} failure={failure} />
      </SiteErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('§4.15 §2.11 the site error boundary', () => {
  it('shows the 404 page for an error whose status is 404', () => {
    renderFailing('/gone', { status: 404 });
    expect(screen.getByRole('heading', { name: 'Whoops! You flew the coop.' })).toBeVisible();
  });

  it('shows the error page with the error status, and the next route starts clean', () => {
    renderFailing('/broken', { statusCode: 503 });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', '503');
    act(() => go('/menu'));
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeVisible();
  });
});
