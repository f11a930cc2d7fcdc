import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { Order } from '@qsr/shared-contracts';
import { mockFetch, aLocation, aMenu, anOrder } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { MenuPage } from './MenuPage';

const menu = aMenu({ expires: Date.now() + 3_600_000 });
const firstProduct = menu.categories[0]?.products[0];
if (firstProduct)
  firstProduct.images = [{ filename: '/cajun.svg', groupname: 'mobile-webapp-menu' }];
menu.categories.push({
  id: 2,
  name: 'Sweet Drinks',
  products: [
    {
      id: 88,
      sku: 'TEA',
      name: 'Sweet Tea',
      images: [{ filename: '/tea.svg', groupname: 'mobile-webapp-menu' }],
      availability: { now: false, unavailable: true },
      cost: 1.99,
      calories: 240,
    },
    {
      id: 89,
      sku: 'GRITS',
      name: 'Cheese Grits Bowl (until 10:30)',
      images: [],
      availability: { now: false, daypart: { name: 'breakfast', from: '00:00', until: '10:30' } },
      cost: 2.79,
    },
  ],
});
const state = { location: aLocation(), menu };

describe('/menu', () => {
  it('lists products with price, calories and the unavailable mark, linked to customise', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, { state });
    const tea = screen.getByRole('link', { name: 'Sweet Tea' });
    expect(tea).toHaveAttribute('href', '/order/product?id=TEA');
    const card = tea.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('$1.99');
    expect(card).toHaveTextContent('240 Cal');
    expect(card).toHaveTextContent('Not available at this restaurant right now');
    expect(card.querySelector('img')).toHaveAttribute('src', '/tea.svg');
  });

  it('says an item is not available right now, not at “this restaurant”, before one is chosen', async () => {
    mockFetch(() => ({ body: { ...menu, id: 100100 } }));
    await renderWithState(<MenuPage />, { state: { location: null } });
    const tea = await screen.findByRole('link', { name: 'Sweet Tea' });
    const card = tea.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Not available right now');
    expect(card).not.toHaveTextContent('this restaurant');
  });

  describe('a breakfast item, by the box’s time on the restaurant’s clock', () => {
    // Times far ahead, so that "as soon as possible" is this time whenever the test runs.
    const lunch = anOrder({ time: { mode: 'asap', earliest: '2030-06-04T12:57:00-04:00' } });
    const morning = anOrder({
      time: { mode: 'scheduled', wanted: '2030-06-05T09:00:00-04:00' },
    });
    const at = (order: Order, language: 'en-US' | 'es' = 'en-US') => ({
      state: {
        // The menu as read in that language (a menu of the other language would be read again).
        menu: { ...menu, language },
        location: aLocation({ timezone: 'America/New_York' }),
        order,
        language,
      },
      language,
    });
    const grits = () =>
      screen.getByRole('link', { name: 'Cheese Grits Bowl (until 10:30)' }).closest('li')!;

    it('is not orderable at 12:57 PM, and says when it is', async () => {
      mockFetch();
      await renderWithState(<MenuPage />, at(lunch));
      expect(grits()).toHaveTextContent(
        'Not available for your order time: Breakfast, until 10:30 AM',
      );
      expect(grits()).toHaveClass('is-unavailable');
    });

    it('is orderable for 9:00 tomorrow', async () => {
      mockFetch();
      await renderWithState(<MenuPage />, at(morning));
      expect(grits()).not.toHaveTextContent('Not available');
      expect(grits()).not.toHaveClass('is-unavailable');
    });

    it('says it in Spanish', async () => {
      mockFetch();
      await renderWithState(<MenuPage />, at(lunch, 'es'));
      expect(grits()).toHaveTextContent(
        'No disponible para la hora de tu pedido: Desayuno, hasta las 10:30 a.m.',
      );
    });
  });

  it('§4.9 tells when the deep-linked product is not at the restaurant', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, { state: { ...state, productNotFoundAtLocation: true } });
    expect(screen.getByText(/Sorry, that item isn't on this restaurant's menu\./)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('§4.11 a category page goes to its category’s name in the new language after a switch', async () => {
    const spanish = {
      ...menu,
      language: 'es' as const,
      categories: menu.categories.map((category) =>
        category.id === 2 ? { ...category, name: 'Bebidas dulces' } : category,
      ),
    };
    const fetch = mockFetch(() => ({ body: spanish }));
    const { appState } = await renderWithState(<MenuPage />, { state, path: '/menu/sweet-drinks' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sweet Drinks' })).toBeInTheDocument();
    await act(async () => {
      appState.language = 'es';
    });
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/menu/bebidas-dulces'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bebidas dulces' })).toBeInTheDocument();
    expect(fetch.last.headers['accept-language']).toBe('es');
  });

  it('/menu/{mid} shows one category by its slug', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, { state, path: '/menu/sweet-drinks' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sweet Drinks' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Biscuits' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Biscuits' })).toHaveAttribute(
      'href',
      '/menu/biscuits',
    );
  });

  it('§4.9 a product query parameter goes where the product is', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, { state, path: '/menu?product=cajun%20filet%20bisquit' });
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/order/product?id=CAJUN-FILET'),
    );
  });

  it('loads the pictures of the first screen at once, the others as they are scrolled near', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, { state });
    const imageOf = (name: string) =>
      screen.getByRole('link', { name }).closest('li')?.querySelector('img');
    expect(imageOf('Cajun Filet Biscuit')).toHaveAttribute('loading', 'eager');
    expect(imageOf('Sweet Tea')).toHaveAttribute('loading', 'lazy');
  });

  it('renders its cards once per menu, not again as the shared state changes', async () => {
    mockFetch();
    const { appState } = await renderWithState(<MenuPage />, { state });
    const translate = jest.spyOn(i18next, 't');
    // The page reads this, so it renders again; the cards, which do not, stay as they are.
    await act(async () => {
      appState.productNotFoundAtLocation = true;
    });
    expect(screen.getByText(/Sorry, that item isn't on this restaurant's menu\./)).toHaveAttribute(
      'role',
      'status',
    );
    expect(translate.mock.calls.map(([key]) => key)).not.toContain('calories');
    translate.mockRestore();
  });

  it('shows a kept menu in its first render, without a load (the server’s first screen showed it)', async () => {
    const fetch = mockFetch();
    await renderWithState(<MenuPage />, { state });
    expect(screen.getByRole('link', { name: 'Sweet Tea' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the menu…')).toBeNull();
    expect(fetch.calls).toHaveLength(0);
  });
});
