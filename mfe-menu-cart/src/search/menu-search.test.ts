import type { Menu } from '@qsr/shared-contracts';
import { isSearch, loadSearchLibrary, menuSearch, type SearchLibrary } from './menu-search';
import { englishMenu, spanishMenu } from './test-menus';

let Library: SearchLibrary;
beforeAll(async () => {
  Library = await loadSearchLibrary();
});

/** The flags' words as the menu-cart's strings give them, in the menu's language. */
const WORDS: Record<string, Record<string, string>> = {
  'en-US': { vegetarian: 'Vegetarian', spicy: 'Spicy' },
  es: { vegetarian: 'Vegetariano', spicy: 'Picante' },
};

const names = (menu: Menu, query: string) =>
  menuSearch(Library, menu, (product) =>
    (product.dietary ?? []).map((flag) => WORDS[menu.language ?? 'en-US']?.[flag]).join(' '),
  )(query).map((found) => found.name);

describe('menu search', () => {
  it('forgives a misspelt name', () => {
    expect(names(englishMenu, 'sandwch')).toEqual([
      'Southern Chicken Sandwich',
      'Hot Honey Chicken Sandwich',
    ]);
    expect(names(englishMenu, 'lemonaid')).toEqual(['Fresh-Squeezed Lemonade']);
  });

  it('finds by the part of the menu and by the words that describe a product', () => {
    expect(names(englishMenu, 'drinks')).toEqual(['Fresh-Squeezed Lemonade', 'Southern Sweet Tea']);
    expect(names(englishMenu, 'macaroni')).toEqual(['Mac & Cheese']);
  });

  it('finds by a dietary flag, in the menu’s language, misspelt too', () => {
    expect(names(englishMenu, 'vegetarian')).toEqual([
      'Buttermilk Biscuit',
      'Mac & Cheese',
      'Sweet Corn',
    ]);
    expect(names(englishMenu, 'vegeterian')).toEqual([
      'Buttermilk Biscuit',
      'Mac & Cheese',
      'Sweet Corn',
    ]);
    expect(names(spanishMenu, 'vegetariano')).toEqual(['Bísquet de suero de leche']);
  });

  it('puts the best match first', () => {
    expect(names(englishMenu, 'sweet tea')[0]).toBe('Southern Sweet Tea');
    expect(names(englishMenu, 'spicy')).toEqual([
      'Hot Honey Chicken Sandwich',
      'Cajun Chicken Biscuit',
    ]);
  });

  it('finds every word of a query in any order', () => {
    expect(names(englishMenu, 'chicken cajun')[0]).toBe('Cajun Chicken Biscuit');
    expect(names(spanishMenu, 'pollo picante')).toEqual(['Sándwich de pollo con miel picante']);
  });

  it('searches in the language the menu was read in, accents or not', () => {
    expect(names(spanishMenu, 'sandwich')).toEqual([
      'Sándwich de pollo sureño',
      'Sándwich de pollo con miel picante',
    ]);
    expect(names(spanishMenu, 'bisquet')).toEqual(['Bísquet de suero de leche']);
    expect(names(spanishMenu, 'dulce')).toEqual(['Té dulce sureño']);
    expect(names(englishMenu, 'dulce')).toEqual([]);
  });

  it('finds nothing for a word unlike anything on the menu', () => {
    expect(names(englishMenu, 'xyzzy')).toEqual([]);
  });

  it('does not search with fewer than two letters', () => {
    expect(isSearch(' a ')).toBe(false);
    expect(isSearch('ab')).toBe(true);
    expect(names(englishMenu, 'a')).toEqual([]);
  });

  it('shows a product listed in two parts of the menu once', () => {
    const tea = englishMenu.categories[3]!.products[1]!;
    const withFavourites: Menu = {
      ...englishMenu,
      categories: [{ id: 9, name: 'Favourites', products: [tea] }, ...englishMenu.categories],
    };
    expect(names(withFavourites, 'tea')).toEqual(['Southern Sweet Tea']);
  });
});
