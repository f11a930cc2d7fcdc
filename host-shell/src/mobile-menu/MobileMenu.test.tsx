import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { appState, createAppState, type Location } from '@qsr/shared-contracts';
import '../i18n/test-i18n';
import MobileMenu from './MobileMenu';

jest.mock('../remotes/remote-loader', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  loadedRemoteModule: jest.fn(),
  forgetRemote: jest.fn(),
}));

const location = {
  id: 115,
  name: 'Atlanta',
  address: '590 Ponce de Leon Ave NE',
  menu_id: 100115,
} as Location;

function renderMenu(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <button type="button">before</button>
      <MobileMenu />
    </MemoryRouter>,
  );
}

describe('§2.5 mobile menu', () => {
  it('shows the address in 20 characters and the Pickup/Delivery toggle', () => {
    createAppState({ showMobileMenu: true, location });
    renderMenu();
    const link = screen.getByRole('link', { name: 'Your restaurant: 590 Ponce de Leon Ave NE' });
    // What the eye reads; the name has the whole address.
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^590 Ponce de Leon Av…$/);
    expect(screen.getByRole('group', { name: 'Pickup or delivery' })).toBeInTheDocument();
  });

  it('has no toggle on the locations page, nor without a location', () => {
    createAppState({ showMobileMenu: true, location });
    const { unmount } = renderMenu('/locations');
    expect(screen.queryByRole('group', { name: 'Pickup or delivery' })).toBeNull();
    unmount();
    createAppState({ showMobileMenu: true });
    renderMenu();
    expect(screen.queryByRole('group', { name: 'Pickup or delivery' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find a Biscuit Barn' })).toBeInTheDocument();
  });

  it('catering: no sign-in, a language toggle, Catering Menu to /#catering-menu', () => {
    createAppState({ showMobileMenu: true, channel: 'catering' });
    renderMenu();
    expect(screen.queryByRole('link', { name: 'Sign in or Sign up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catering Menu' })).toHaveAttribute(
      'href',
      '/#catering-menu',
    );
  });

  it('catering in Spanish: the toggle leads back to English', () => {
    createAppState({ showMobileMenu: true, channel: 'catering', language: 'es' });
    renderMenu();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-US');
  });

  it('keeps focus inside and closes on Escape', async () => {
    createAppState({ showMobileMenu: true });
    renderMenu();
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    const user = userEvent.setup();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(appState().showMobileMenu).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it("closes with the system's icon button, named in the customer's words", async () => {
    createAppState({ showMobileMenu: true });
    renderMenu();
    const close = screen.getByRole('button', { name: 'Close the menu' });
    // shared-ui's IconButton: the 44×44 target and focus ring of every icon-only button.
    expect(close).toHaveClass('ui-icon-button');
    expect(close.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(close);
    expect(appState().showMobileMenu).toBe(false);
  });

  it.each([
    ['en-US', 'Sign in or Sign up'],
    ['es', 'Inicia sesión o regístrate'],
  ] as const)('§4.2 sign-in from checkout comes back to checkout (%s)', async (language, name) => {
    createAppState({ showMobileMenu: true, language });
    void i18next.changeLanguage(language);
    const { unmount } = renderMenu('/order/checkout');
    await userEvent.click(screen.getByRole('link', { name }));
    expect(appState().redirect).toBe('/order/checkout');
    expect(appState().showMobileMenu).toBe(false);
    unmount();
    void i18next.changeLanguage('en-US');
  });
});
