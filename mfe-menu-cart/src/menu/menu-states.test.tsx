import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, aLocation, aMenu } from '@qsr/shared-contracts/testing';
import { ProductPage } from '../product/ProductPage';
import { renderWithState } from '../testing/render';
import { MenuPage } from './MenuPage';
import { NutritionPage } from './NutritionPage';

const fresh = () => aMenu({ expires: Date.now() + 3_600_000 });

/** The empty state titled `title` (a few words) with the line `body` under it. */
function emptyState(title: string, body: string) {
  const heading = screen.getByRole('heading', { name: title });
  const state = heading.closest('.ui-empty-state') as HTMLElement;
  expect(state).toHaveTextContent(body);
  return within(state);
}

describe('the menu on its way', () => {
  it('is a grid of product cards, busy, saying "Loading the menu…" once', async () => {
    mockFetch(() => new Promise(() => {}));
    await renderWithState(<MenuPage />, { state: { location: aLocation() } });
    const label = screen.getByText('Loading the menu…');
    expect(label).toHaveAttribute('role', 'status');
    const region = label.closest('[aria-busy="true"]') as HTMLElement;
    // The cards take the product cards' list and card boxes.
    expect(region.querySelectorAll('.menuCart-products > .menuCart-product')).toHaveLength(8);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('a product on its way is the product page’s shape, in Spanish too', async () => {
    mockFetch(() => new Promise(() => {}));
    await renderWithState(<ProductPage />, {
      state: { location: aLocation() },
      path: '/menu/product?id=CAJUN',
      language: 'es',
    });
    const label = screen.getByText('Cargando el artículo…');
    expect(label.closest('[aria-busy="true"]')).toHaveClass('menuCart-product-layout');
  });
});

describe('an empty menu always offers the next step', () => {
  it('a menu with nothing on it: find another restaurant', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, {
      state: { location: aLocation(), menu: { ...fresh(), categories: [] } },
    });
    const action = emptyState(
      'Nothing on this menu',
      'This restaurant has no items right now. Try another one.',
    ).getByRole('link');
    expect(action).toHaveAccessibleName('Find another restaurant');
    expect(action).toHaveAttribute('href', '/locations');
  });

  it('a category with nothing in it: see the full menu, in Spanish', async () => {
    mockFetch();
    const menu = fresh();
    menu.categories.push({ id: 9, name: 'Sides', products: [] });
    await renderWithState(<MenuPage />, {
      state: { location: aLocation(), menu },
      path: '/menu/sides',
      language: 'es',
    });
    const action = emptyState(
      'Nada por ahora',
      'Esta parte del menú está vacía por ahora.',
    ).getByRole('link');
    expect(action).toHaveAccessibleName('Ver el menú completo');
    expect(action).toHaveAttribute('href', '/menu');
  });

  it('an item not on this menu: back to the menu', async () => {
    mockFetch();
    await renderWithState(<ProductPage />, {
      state: { location: aLocation(), menu: fresh() },
      path: '/menu/product?id=NOPE',
    });
    const action = emptyState('Item not found', 'That item is not on this menu.').getByRole('link');
    expect(action).toHaveAccessibleName('Back to the menu');
    expect(action).toHaveAttribute('href', '/menu');
  });

  it('nutrition filtered down to nothing: clear the filters', async () => {
    mockFetch();
    const menu = fresh();
    for (const product of menu.categories.flatMap((category) => category.products)) {
      product.allergens = ['milk'];
    }
    await renderWithState(<NutritionPage />, {
      state: { location: aLocation(), menu },
      path: '/menu/nutrition',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Milk' }));
    const state = emptyState('No items match', 'No item is free of every allergen you picked.');
    await userEvent.click(state.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    expect(screen.getByRole('table')).toBeVisible();
  });

  it('nutrition: the table scrolls in a region the keyboard reaches, named by the page', async () => {
    mockFetch();
    await renderWithState(<NutritionPage />, {
      state: { location: aLocation(), menu: fresh() },
      path: '/menu/nutrition',
    });
    const region = screen.getByRole('region', { name: 'Nutrition & Allergens' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
