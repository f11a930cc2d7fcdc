import { screen, within } from '@testing-library/react';
import type { MenuCategory, Product } from '@qsr/shared-contracts';
import { aMenu } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { RelatedItems } from './RelatedItems';

const category = aMenu().categories[0] as MenuCategory;
const product = (id: number, name: string, over: Partial<Product> = {}): Product => ({
  ...(category.products[0] as Product),
  id,
  sku: `SKU-${id}`,
  name,
  ...over,
});
const biscuits: MenuCategory = {
  ...category,
  name: 'Biscuits',
  products: [
    product(1, 'Buttermilk Biscuit'),
    product(2, 'Honey Butter Biscuit'),
    product(3, 'Sold Out Biscuit', { availability: { now: false, unavailable: true } }),
    product(4, 'Cajun Chicken Biscuit'),
    product(5, 'Half Dozen Biscuits'),
    product(6, 'Biscuit Bites'),
    product(7, 'Jam Biscuit'),
  ],
};

describe('related items on the product page', () => {
  it('offers four of its category’s others, never itself nor one taken off', async () => {
    await renderWithState(
      <RelatedItems product={biscuits.products[0] as Product} category={biscuits} />,
    );
    const section = screen.getByRole('region', { name: 'More Biscuits' });
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Honey Butter Biscuit',
      'Cajun Chicken Biscuit',
      'Half Dozen Biscuits',
      'Biscuit Bites',
    ]);
    expect(within(section).getByRole('link', { name: 'Honey Butter Biscuit' })).toHaveAttribute(
      'href',
      '/menu/product?id=SKU-2',
    );
  });

  it('shows nothing for a product alone in its category, and speaks Spanish', async () => {
    const alone = { ...biscuits, products: [biscuits.products[0] as Product] };
    const { container } = await renderWithState(
      <RelatedItems product={alone.products[0] as Product} category={alone} />,
    );
    expect(container.querySelector('section')).toBeNull();
    await renderWithState(
      <RelatedItems product={biscuits.products[0] as Product} category={biscuits} />,
      { language: 'es' },
    );
    expect(screen.getByRole('region', { name: 'Más Biscuits' })).toBeVisible();
  });
});
