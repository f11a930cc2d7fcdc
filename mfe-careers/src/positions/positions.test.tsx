import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@qsr/shared-contracts/testing';
import { renderPage } from '../testing';
import { PositionInfoPage } from './PositionInfoPage';
import { PositionsPage } from './PositionsPage';

class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    return error ? <p>caught {(error as { status?: number }).status}</p> : this.props.children;
  }
}

const DETAIL = {
  id: 'J10102',
  title: 'Shift Leader',
  city: 'Raleigh',
  state: 'NC',
  franchise_id: 'FR-1101',
  posted: '2026-11-20',
  description: 'Lead the crew through the breakfast rush.',
  apply_url: 'https://jobs.example.com/apply/J10102',
};

describe('/positions/info (§7.3 detail)', () => {
  it('shows the position with its apply link, opening in a new tab', async () => {
    const fetch = mockFetch(() => ({ body: DETAIL }));
    await renderPage('/positions/info', <PositionInfoPage />, '/positions/info?id=J10102');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Leader' })).toBeVisible();
    expect(fetch.last.url).toBe('/api/jobsearch?action=detail&id=J10102');
    expect(screen.getByText('Lead the crew through the breakfast rush.')).toBeVisible();
    // No franchise id on screen; the date as people write it.
    expect(screen.getByText('Posted Nov 20, 2026')).toBeVisible();
    expect(document.body).not.toHaveTextContent('FR-1101');
    const apply = screen.getByRole('link', { name: 'Apply Now (opens in a new tab)' });
    expect(apply).toHaveAttribute('href', DETAIL.apply_url);
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Back to open positions' })).toHaveAttribute(
      'href',
      '/positions',
    );
  });

  it('is the 404 page for a position the service does not know', async () => {
    mockFetch(() => ({ status: 404, body: { message: '[150] Job not found', code: 150 } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(
      '/positions/info',
      <Caught>
        <PositionInfoPage />
      </Caught>,
      '/positions/info?id=NOPE',
    );
    expect(await screen.findByText('caught 404')).toBeVisible();
  });

  it('§8 shows a failed detail call and retries it', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 502, body: '' } : { body: DETAIL }));
    await renderPage('/positions/info', <PositionInfoPage />, '/positions/info?id=J10102');
    expect(await screen.findByText('Connection issue. Please try again.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Leader' })).toBeVisible();
  });
});

describe('/positions (all open positions)', () => {
  it('lists every open position without filters, paged', async () => {
    const fetch = mockFetch(() => ({
      body: { jobs: [DETAIL], total: 11, page: 1, per_page: 10 },
    }));
    await renderPage('/positions', <PositionsPage />, '/positions');
    expect(await screen.findByRole('heading', { name: '11 open positions' })).toBeVisible();
    expect(fetch.last.url).toBe('/api/jobsearch?action=search&page=1');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
  });

  it('with no open position at all, goes back to Careers', async () => {
    mockFetch(() => ({ body: { jobs: [], total: 0, page: 1, per_page: 10 } }));
    await renderPage('/positions', <PositionsPage />, '/positions');
    expect(await screen.findByRole('link', { name: 'Back to Careers' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });

  it('a position on its way is the shape of its card, saying so once', async () => {
    mockFetch(() => new Promise(() => {}));
    await renderPage('/positions/info', <PositionInfoPage />, '/positions/info?id=J10102', {
      language: 'es',
    });
    const label = await screen.findByText('Cargando el puesto…');
    expect(label.closest('[aria-busy="true"]')).toHaveClass('careers-position');
  });
});
