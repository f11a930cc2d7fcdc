import type { Menu, MenuCategory, Product } from '@qsr/shared-contracts';

function product(id: number, name: string, description: string, dietary?: string[]): Product {
  return {
    id,
    sku: `SKU-${id}`,
    name,
    description,
    images: [],
    availability: { now: true },
    cost: 4.99,
    ...(dietary ? { dietary } : {}),
  };
}

function category(id: number, name: string, products: Product[]): MenuCategory {
  return { id, name, products };
}

/** A menu read in English, as the seeded one has it (a search test's own, small). */
export const englishMenu: Menu = {
  id: 500,
  language: 'en-US',
  expires: Date.now() + 3_600_000,
  categories: [
    category(1, 'Chicken', [
      product(11, 'Southern Chicken Sandwich', 'A crispy filet on a toasted bun with pickles.'),
      product(12, 'Hot Honey Chicken Sandwich', 'A spicy filet glazed with hot honey.', ['spicy']),
      product(13, '2 Piece Tenders', 'Two hand-breaded tenders and a sauce.'),
    ]),
    category(2, 'Biscuits', [
      product(21, 'Buttermilk Biscuit', 'Our buttermilk biscuit, golden and flaky.', [
        'vegetarian',
      ]),
      product(22, 'Cajun Chicken Biscuit', 'A spicy Cajun chicken filet on a buttermilk biscuit.', [
        'spicy',
      ]),
    ]),
    category(3, 'Sides', [
      product(31, 'Mac & Cheese', 'Baked elbow macaroni with three cheeses.', ['vegetarian']),
      product(32, 'Sweet Corn', 'Buttered sweet corn.', ['vegetarian']),
    ]),
    category(4, 'Drinks', [
      product(41, 'Fresh-Squeezed Lemonade', 'Lemons squeezed in the restaurant every morning.'),
      product(42, 'Southern Sweet Tea', 'Brewed fresh and sweetened with cane sugar.'),
    ]),
  ],
};

/** The same restaurant's menu read in Spanish. */
export const spanishMenu: Menu = {
  id: 500,
  language: 'es',
  expires: Date.now() + 3_600_000,
  categories: [
    category(1, 'Pollo', [
      product(11, 'Sándwich de pollo sureño', 'Un filete crujiente en pan tostado con pepinillos.'),
      product(12, 'Sándwich de pollo con miel picante', 'Un filete picante con miel picante.', [
        'spicy',
      ]),
    ]),
    category(2, 'Bísquets', [
      product(21, 'Bísquet de suero de leche', 'Nuestro bísquet, dorado y hojaldrado.', [
        'vegetarian',
      ]),
    ]),
    category(4, 'Bebidas', [
      product(41, 'Limonada recién exprimida', 'Limones exprimidos cada mañana.'),
      product(42, 'Té dulce sureño', 'Recién hecho y endulzado con azúcar de caña.'),
    ]),
  ],
};
