import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLocation, mockFetch } from '@qsr/shared-contracts/testing';
import { MenuPage } from '../menu/MenuPage';
import { renderWithState } from '../testing/render';
import { loadSearchLibrary } from './menu-search';
import { englishMenu, spanishMenu } from './test-menus';

jest.mock('./menu-search', () => {
  const actual = jest.requireActual('./menu-search');
  return { ...actual, loadSearchLibrary: jest.fn(actual.loadSearchLibrary) };
});

const english = { location: aLocation(), menu: englishMenu };
const productNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the menu search', () => {
  beforeEach(() => mockFetch());

  it('finds a misspelt product in place of the menu, announcing how many', async () => {
    await renderWithState(<MenuPage />, { state: english });
    const field = screen.getByRole('searchbox', { name: 'Search the menu' });
    await userEvent.type(field, 'sandwch');
    expect(await screen.findByRole('status')).toHaveTextContent('2 items match “sandwch”');
    expect(productNames()).toEqual(['Southern Chicken Sandwich', 'Hot Honey Chicken Sandwich']);
    expect(screen.queryByRole('navigation', { name: 'Menu categories' })).toBeNull();
    // Enter (a phone's search key) puts the keyboard away, the results stay.
    await userEvent.keyboard('{Enter}');
    expect(field).not.toHaveFocus();
    expect(field).toHaveValue('sandwch');
    expect(screen.getByRole('link', { name: 'Hot Honey Chicken Sandwich' })).toHaveAttribute(
      'href',
      '/order/product?id=SKU-12',
    );
  });

  it('says one item in the singular, and shows the menu again below two letters', async () => {
    await renderWithState(<MenuPage />, { state: english });
    const field = screen.getByRole('searchbox', { name: 'Search the menu' });
    await userEvent.type(field, 'lemonaid');
    expect(await screen.findByRole('status')).toHaveTextContent('1 item matches “lemonaid”');
    await userEvent.clear(field);
    await userEvent.type(field, 'l');
    expect(screen.getByRole('navigation', { name: 'Menu categories' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers the parts of the menu when nothing matches, and clears back to the field', async () => {
    await renderWithState(<MenuPage />, { state: english });
    const field = screen.getByRole('searchbox', { name: 'Search the menu' });
    await userEvent.type(field, 'xyzzy');
    expect(await screen.findByRole('status')).toHaveTextContent('No items match “xyzzy”');
    expect(screen.getByRole('heading', { name: 'Try another word' })).toBeInTheDocument();
    const suggestions = screen.getByText(/Check the spelling/).nextElementSibling as HTMLElement;
    expect(within(suggestions).getByRole('link', { name: 'Drinks' })).toHaveAttribute(
      'href',
      '/menu/drinks',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Chicken' })).toBeInTheDocument();
  });

  it('searches the Spanish menu in Spanish', async () => {
    await renderWithState(<MenuPage />, {
      state: { location: aLocation(), menu: spanishMenu, language: 'es' },
      language: 'es',
    });
    const field = screen.getByRole('searchbox', { name: 'Buscar en el menú' });
    await userEvent.type(field, 'pollo picante');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 artículo coincide con «pollo picante»',
    );
    expect(productNames()).toEqual(['Sándwich de pollo con miel picante']);
    await userEvent.clear(field);
    await userEvent.type(field, 'zzzz');
    expect(await screen.findByRole('heading', { name: 'Prueba con otra palabra' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Ningún artículo coincide con «zzzz»');
  });

  it('keeps the search in the address when the field is left, and starts from it', async () => {
    const { unmount } = await renderWithState(<MenuPage />, { state: english });
    await userEvent.type(screen.getByRole('searchbox'), 'tea');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/menu$/);
    await userEvent.tab();
    expect(screen.getByTestId('path')).toHaveTextContent('/menu?search=tea');
    unmount();

    await renderWithState(<MenuPage />, { state: english, path: '/menu?search=spicy' });
    expect(screen.getByRole('searchbox')).toHaveValue('spicy');
    expect(productNames()).toEqual(['Hot Honey Chicken Sandwich', 'Cajun Chicken Biscuit']);
  });

  it('reads no more than 64 characters of a search in the address', async () => {
    const long = `tea${' x'.repeat(2_500)}`;
    await renderWithState(<MenuPage />, { state: english, path: `/menu?search=${long}` });
    expect(screen.getByRole('searchbox')).toHaveValue(long.slice(0, 64));
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', '64');
  });

  it('follows the address when a link leads to the plain menu', async () => {
    await renderWithState(<MenuPage />, { state: english, path: '/menu?search=tea' });
    expect(productNames()).toEqual(['Southern Sweet Tea']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'xyzzy');
    expect(await screen.findByRole('button', { name: 'Clear the search' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Sides' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/menu\/sides$/);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Sides' })).toBeInTheDocument();
  });

  it('says so, and keeps the menu, when the search cannot be loaded', async () => {
    const load = jest.mocked(loadSearchLibrary);
    const actual = load.getMockImplementation();
    load.mockRejectedValue(new Error('ChunkLoadError'));
    await renderWithState(<MenuPage />, { state: english });
    await userEvent.type(screen.getByRole('searchbox'), 'tea');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The search is not working right now. Here is the whole menu.',
    );
    expect(screen.getByRole('heading', { name: 'Chicken' })).toBeInTheDocument();
    load.mockImplementation(actual);
  });
});
