import { fireEvent, screen } from '@testing-library/react';
import { renderWithState } from '../testing/render';
import { FavouriteItemButton } from './FavouriteItemButton';

const biscuit = { sku: 'BB-BISCUIT', name: 'Buttermilk Biscuit' };

describe('a favourite item, kept on this device', () => {
  it('is saved and let go by the same button, which says so', async () => {
    const { appState } = await renderWithState(<FavouriteItemButton product={biscuit} />);
    const button = screen.getByRole('button', { name: 'Favorite' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(appState.favouriteItems).toEqual([biscuit]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Buttermilk Biscuit is in your favorites.',
    );
    fireEvent.click(button);
    expect(appState.favouriteItems).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Buttermilk Biscuit is no longer in your favorites.',
    );
  });

  it('in Spanish', async () => {
    await renderWithState(<FavouriteItemButton product={biscuit} />, {
      language: 'es',
      state: { favouriteItems: [biscuit] },
    });
    const button = screen.getByRole('button', { name: 'Favorito' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Buttermilk Biscuit ya no está en tus favoritos.',
    );
  });
});
