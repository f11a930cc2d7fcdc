import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { routesOf } from './route-table';
import { useRouteMatch } from './use-route';

function Probe() {
  const match = useRouteMatch();
  return (
    <p>
      {match?.route.id ?? 'none'} {JSON.stringify(match?.params ?? {})}
    </p>
  );
}

describe('§2.1 the current route', () => {
  it('is the route of the URL with its params', () => {
    render(
      <MemoryRouter initialEntries={['/news-and-community/big-day']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('news-and-community {"slug":"big-day"}')).toBeInTheDocument();
  });
  it('is none for an unknown route', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('none {}')).toBeInTheDocument();
  });
  it('lists the routes of one owner', () => {
    expect(routesOf('careers').map((r) => r.id)).toEqual([
      'careers',
      'positions',
      'positions-info',
    ]);
  });
});
