import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { connection, pendingBox } from '@qsr/shared-contracts';
import { OfflineBanner } from './OfflineBanner';
import { UpdateBanner } from './UpdateBanner';
import '../i18n/test-i18n';

describe('offline banner', () => {
  beforeEach(() => {
    connection.online = true;
    pendingBox.changes = [];
    pendingBox.refused = false;
  });

  it('says nothing online, explains what still works offline', async () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      connection.online = false;
      pendingBox.changes = [{ lineId: 1, quantity: 2 }];
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. You can browse the menu and change your box; your changes are sent when the connection returns.',
    );
    expect(screen.getByText('Your box has changes waiting to be sent.')).toBeInTheDocument();
  });

  it('tells the customer when the server refused the offline changes, until dismissed', async () => {
    pendingBox.refused = true;
    render(<OfflineBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The restaurant could not take the changes you made to your box while offline.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pendingBox.refused).toBe(false);
  });
});

describe('new pins', () => {
  it('offers a reload once the pins changed, asking again when the tab gets focus', async () => {
    let changed = false;
    const check = jest.fn(async () => changed);
    render(
      <MemoryRouter>
        <UpdateBanner check={check} />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(screen.queryByText('A new version of the site is ready.')).toBeNull();
    changed = true;
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('A new version of the site is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
  });
});
