import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createAppState } from '@qsr/shared-contracts';
import { TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { ComeBackArea } from './ComeBackArea';
import { loadRemoteModule, loadedRemoteModule } from '../remotes/remote-loader';
import '../i18n/test-i18n';

// One load, as the loader's: the same promise each time it is asked.
jest.mock('../remotes/remote-loader', () => {
  const row = Promise.resolve({ default: () => <section aria-label="Your recent orders" /> });
  return {
    loadRemoteModule: jest.fn(() => row),
    loadedRemoteModule: jest.fn(() => undefined),
    forgetRemote: jest.fn(),
  };
});
const load = loadRemoteModule as jest.Mock;

beforeEach(() => {
  load.mockClear();
  (loadedRemoteModule as jest.Mock).mockClear();
});

const show = () =>
  render(
    <MemoryRouter>
      <ComeBackArea />
    </MemoryRouter>,
  );

describe('the home page’s way back', () => {
  it('loads no remote on a first visit', () => {
    createAppState();
    const { container } = show();
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('places the account team’s row for a member', async () => {
    createAppState({ token: TEST_TOKENS });
    await act(async () => show());
    expect(await screen.findByRole('region', { name: 'Your recent orders' })).toBeVisible();
    expect(load).toHaveBeenCalledWith('account', './come-back');
  });

  it('places it for a guest with orders on this device', async () => {
    createAppState({ deviceOrders: ['o1'] });
    await act(async () => show());
    expect(await screen.findByRole('region', { name: 'Your recent orders' })).toBeVisible();
  });

  it('keeps the strip’s room while the row loads, so nothing under it moves', () => {
    load.mockImplementationOnce(() => new Promise(() => {}));
    createAppState({ deviceOrders: ['o1'] });
    const { container } = show();
    expect(container.querySelector('.ui-card-strip')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading your recent orders and favorites…')).toBeInTheDocument();
  });
});
