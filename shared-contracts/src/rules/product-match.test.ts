import type { Menu, Product } from '../types/menu';
import {
  MAX_EDIT_DISTANCE,
  findProduct,
  normaliseProductName,
  resolveDeepLink,
  skuNamed,
} from './product-match';

const product = (id: number, name: string): Product => ({
  id,
  sku: `SKU-${id}`,
  name,
  images: [],
  availability: { now: true },
  cost: 5,
});
const menuOf = (...products: Product[]): Menu => ({
  id: 1,
  categories: [{ id: 1, name: 'All', products }],
});

describe('§4.9 normalised product name', () => {
  it('ignores case, accents, marks and punctuation', () => {
    expect(normaliseProductName('Cajun Filet Biscuit®')).toBe('cajun filet biscuit');
    expect(normaliseProductName('cajun-filet-biscuit')).toBe('cajun filet biscuit');
    expect(normaliseProductName('  Crème   Brûlée™ ')).toBe('creme brulee');
  });
});

describe('§4.9 §5 deep-link product match', () => {
  const products = [
    product(1, 'Cajun Filet Biscuit'),
    product(2, 'Chicken Biscuit'),
    product(3, 'Chicken Biscuits'),
    product(4, 'Bo-Berry Biscuit'),
  ];
  it('matches exactly on the normalised name first', () => {
    expect(findProduct(products, 'chicken-biscuits')?.id).toBe(3);
    expect(findProduct(products, 'CHICKEN BISCUIT')?.id).toBe(2);
  });
  it('otherwise takes a product within edit distance 2', () => {
    expect(MAX_EDIT_DISTANCE).toBe(2);
    expect(findProduct(products, 'cajun filet biscit')?.id).toBe(1);
    expect(findProduct(products, 'bo berry bisqit')?.id).toBe(4);
    expect(findProduct(products, 'bo bery biscuit')?.id).toBe(4);
  });
  it('ranks the products within distance 2 by string-similarity, ties in menu order', () => {
    expect(findProduct(products, 'chicken biscuitz')?.id).toBe(2);
    // Both one typo away; the second shares more of the query's letter pairs.
    const gallons = [product(7, 'Sea Gallon'), product(8, 'Tea Galon')];
    expect(findProduct(gallons, 'tea gallon')?.id).toBe(8);
    expect(findProduct([product(5, 'Tea'), product(6, 'Tee')], 'tex')?.id).toBe(5);
  });
  it('finds nothing at distance 3, however similar, or for an empty name', () => {
    expect(findProduct(products, 'bo bery bisq')).toBeNull();
    expect(findProduct([product(9, 'Tea Gallons X')], 'tea gallon')).toBeNull();
    expect(findProduct(products, ' - ')).toBeNull();
  });

  const menu = menuOf(product(1, 'Cajun Filet Biscuit'));
  const defaultMenu = menuOf(product(1, 'Cajun Filet Biscuit'), product(9, 'Gallon of Tea'));
  it('goes to /order/product?id={sku} when in the current menu', () => {
    expect(
      resolveDeepLink('cajun filet biscuit', { menu, defaultMenu, hasLocation: true }),
    ).toEqual({ path: '/order/product?id=SKU-1', notFound: false, sku: 'SKU-1' });
  });
  it('goes to /menu/product?id={sku} when only in the default menu and no menu is current', () => {
    expect(
      resolveDeepLink('gallon of tea', { menu: null, defaultMenu, hasLocation: false }),
    ).toEqual({
      path: '/menu/product?id=SKU-9',
      notFound: false,
      sku: 'SKU-9',
    });
  });
  it('sets the not-found flag and goes to /menu when not at the location', () => {
    expect(resolveDeepLink('gallon of tea', { menu, defaultMenu, hasLocation: true })).toEqual({
      path: '/menu',
      notFound: true,
      sku: null,
    });
    expect(resolveDeepLink('pizza', { menu: null, defaultMenu, hasLocation: true })).toEqual({
      path: '/menu',
      notFound: true,
      sku: null,
    });
  });
  it('also finds a product by its SKU, whatever the language of the menu', () => {
    const spanish = menuOf(product(1, 'Bísquet de filete cajún'));
    expect(resolveDeepLink('sku-1', { menu: spanish, defaultMenu, hasLocation: true })).toEqual({
      path: '/order/product?id=SKU-1',
      notFound: false,
      sku: 'SKU-1',
    });
    expect(
      resolveDeepLink('SKU-9', { menu: null, defaultMenu: spanish, hasLocation: false }).path,
    ).toBe('/locations');
  });
  it('§8 goes to /locations when no location is chosen and the product cannot be shown', () => {
    expect(resolveDeepLink('pizza', { menu: null, defaultMenu, hasLocation: false })).toEqual({
      path: '/locations',
      notFound: false,
      sku: null,
    });
  });
  it('names the SKU of the product a menu calls so, or none', () => {
    expect(skuNamed(menuOf(product(2, 'Chicken Biscuit')), 'chicken-biscuit')).toBe('SKU-2');
    expect(skuNamed(menuOf(product(2, 'Chicken Biscuit')), 'lobster roll')).toBeNull();
  });
});
