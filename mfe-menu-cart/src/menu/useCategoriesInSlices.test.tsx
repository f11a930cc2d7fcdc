import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch, aLocation, aMenu } from '@qsr/shared-contracts/testing';
import type { MenuCategory } from '@qsr/shared-contracts';
import { renderWithState } from '../testing/render';
import { MenuPage } from './MenuPage';
import { AT_ONCE_PRODUCTS, SLICE_PRODUCTS } from './useCategoriesInSlices';

/** A chain's menu: 16 categories of 8 products (128 cards). */
function chainMenu() {
  const template = aMenu({ expires: Date.now() + 3_600_000 });
  const product = template.categories[0]?.products[0] as MenuCategory['products'][number];
  const categories: MenuCategory[] = Array.from({ length: 16 }, (_, c) => ({
    id: 1000 + c,
    name: `Category ${c + 1}`,
    products: Array.from({ length: 8 }, (_, p) => ({
      ...product,
      id: 10_000 + c * 100 + p,
      sku: `SKU-${c}-${p}`,
      name: `Product ${c + 1}.${p + 1}`,
    })),
  }));
  return { ...template, categories };
}

const cards = () => document.querySelectorAll('.menuCart-product').length;

describe('a chain’s menu renders in slices', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows about a screen at once, then every product, a slice per turn of the browser', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, { state: { location: aLocation(), menu: chainMenu() } });
    // Whole categories of about SLICE_PRODUCTS cards: two of eight here.
    expect(cards()).toBe(16);
    expect(cards()).toBeGreaterThanOrEqual(SLICE_PRODUCTS);
    expect(screen.getByRole('link', { name: 'Product 1.1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Product 16.8' })).toBeNull();
    // Each slice waits for the one before to be on the page.
    await act(async () => jest.advanceTimersToNextTimer());
    expect(cards()).toBe(32);
    // Eight slices in all: the browser's turns come until no slice is left.
    for (let turn = 0; turn < 6; turn += 1) {
      await act(async () => jest.advanceTimersToNextTimer());
    }
    expect(cards()).toBe(128);
    expect(screen.getByRole('link', { name: 'Product 16.8' })).toHaveAttribute(
      'href',
      '/order/product?id=SKU-15-7',
    );
  });

  it('renders a short menu whole at once', async () => {
    mockFetch();
    const menu = chainMenu();
    const short = { ...menu, categories: menu.categories.slice(0, AT_ONCE_PRODUCTS / 8) };
    await renderWithState(<MenuPage />, { state: { location: aLocation(), menu: short } });
    expect(cards()).toBe(AT_ONCE_PRODUCTS);
  });

  it('renders at once the category the address names, and the one a bar link goes to', async () => {
    mockFetch();
    await renderWithState(<MenuPage />, {
      state: { location: aLocation(), menu: chainMenu() },
      path: '/menu#category-1009',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Category 10' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Category 16' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Category 16' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Category 16' })).toBeInTheDocument();
    expect(cards()).toBe(128);
  });
});
