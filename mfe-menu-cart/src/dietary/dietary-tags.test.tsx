import { screen, within } from '@testing-library/react';
import type { Menu } from '@qsr/shared-contracts';
import { aLocation, aMenu, aSaucesOption, mockFetch } from '@qsr/shared-contracts/testing';
import { MenuPage } from '../menu/MenuPage';
import { ProductPage } from '../product/ProductPage';
import { renderWithState } from '../testing/render';

const biscuit = aMenu().categories[0]!.products[0]!;
const menu: Menu = aMenu({
  expires: Date.now() + 3_600_000,
  categories: [
    {
      id: 1,
      name: 'Biscuits',
      products: [
        {
          ...biscuit,
          id: 70,
          sku: 'PLAIN',
          name: 'Buttermilk Biscuit',
          options: [],
          dietary: ['vegetarian'],
        },
        {
          ...biscuit,
          id: 73,
          sku: 'GRITS',
          name: 'Cheese Grits',
          options: [aSaucesOption()],
          dietary: ['vegetarian'],
        },
        { ...biscuit, id: 71, sku: 'HOT', name: 'Hot Honey Sandwich', dietary: ['spicy'] },
        // A flag the site does not know yet says nothing.
        { ...biscuit, id: 72, sku: 'HAM', name: 'Ham Biscuit', dietary: ['halal'] },
      ],
    },
  ],
});
const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('dietary flags', () => {
  beforeEach(() => mockFetch());

  it('tag the menu’s cards with what each item is, in English and Spanish', async () => {
    const { unmount } = await renderWithState(<MenuPage />, {
      state: { location: aLocation(), menu },
    });
    expect(card('Buttermilk Biscuit')).toHaveTextContent('Vegetarian');
    expect(card('Hot Honey Sandwich')).toHaveTextContent('Spicy');
    expect(card('Hot Honey Sandwich')).not.toHaveTextContent('Vegetarian');
    expect(card('Ham Biscuit').querySelector('.menuCart-dietary')).toBeNull();
    unmount();

    await renderWithState(<MenuPage />, {
      state: { location: aLocation(), menu: { ...menu, language: 'es' }, language: 'es' },
      language: 'es',
    });
    expect(card('Buttermilk Biscuit')).toHaveTextContent('Vegetariano');
    expect(card('Hot Honey Sandwich')).toHaveTextContent('Picante');
  });

  it('say on the product page what “vegetarian” promises, and what it does not', async () => {
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=PLAIN',
      state: { location: aLocation(), menu },
    });
    // The product's own tag, beside its picture (related items below have theirs).
    const hero = document.querySelector('.menuCart-product-hero') as HTMLElement;
    expect(within(hero).getByText('Vegetarian')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vegetarian: no meat, poultry or fish in its recipe. Our fryers are shared.',
      ),
    ).toBeInTheDocument();
  });

  it('say that a choice may add what a vegetarian item leaves out', async () => {
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=GRITS',
      state: { location: aLocation(), menu },
    });
    expect(
      screen.getByText(
        'Vegetarian as it comes: no meat, poultry or fish in its recipe; some choices add them. Our fryers are shared.',
      ),
    ).toBeInTheDocument();
  });

  it('say no more than the tag for an item that is not vegetarian', async () => {
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=HOT',
      state: { location: aLocation(), menu },
    });
    expect(screen.getByText('Spicy')).toBeInTheDocument();
    expect(screen.queryByText(/no meat, poultry or fish/)).toBeNull();
  });
});
