import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Menu } from '@qsr/shared-contracts';
import {
  aLine,
  aLocation,
  aMenu,
  anOrder,
  aSaucesOption,
  mockFetch,
  routes,
  TEST_TOKENS,
} from '@qsr/shared-contracts/testing';
import { CartDrawer } from '../cart/CartDrawer';
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
        { ...biscuit, allergens: ['milk', 'wheat', 'soy'] },
        { ...biscuit, id: 78, sku: 'TEA', name: 'Sweet Tea', allergens: [] },
      ],
    },
    {
      id: 3,
      name: 'Chicken',
      products: [
        {
          ...biscuit,
          id: 80,
          sku: 'TENDERS',
          name: 'Tenders',
          allergens: ['wheat'],
          options: [
            {
              ...aSaucesOption(),
              choices: [
                { id: 21, name: 'Ranch', cost: 0.25, allergens: ['milk', 'egg'] },
                { id: 22, name: 'BBQ', cost: 0.25 },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 2,
      name: 'Desserts',
      products: [{ ...biscuit, id: 79, sku: 'PIE', name: 'Pecan Pie', allergens: ['tree-nuts'] }],
    },
  ],
});
const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const profile = (avoid: string[], hide = false) => ({
  location: aLocation(),
  menu,
  allergenProfile: { avoid, hide } as never,
});

describe('the allergen profile', () => {
  beforeEach(() => mockFetch());

  it('flags, and does not hide, the menu items that contain an allergen avoided', async () => {
    await renderWithState(<MenuPage />, { state: profile(['soy', 'milk']) });
    expect(card('Cajun Filet Biscuit')).toHaveTextContent('Contains milk and soy');
    expect(card('Sweet Tea')).not.toHaveTextContent('Contains');
    expect(screen.getByText('Flagging items with milk and soy.')).toBeInTheDocument();
  });

  it('is set from the menu: the nine allergens, then hiding what contains them', async () => {
    const { appState } = await renderWithState(<MenuPage />, { state: profile([]) });
    expect(
      screen.getByText('Tell us what you avoid, and we flag the items that contain it.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Your allergens' }));
    const group = screen.getByRole('group', { name: 'Flag items that contain' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(9);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Tree nuts' }));
    expect(appState.allergenProfile).toEqual({ avoid: ['tree-nuts'], hide: false });
    expect(card('Pecan Pie')).toHaveTextContent('Contains tree nuts');
    expect(screen.getByText(/no item is free of any of them/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide those items' }));
    expect(screen.queryByRole('link', { name: 'Pecan Pie' })).toBeNull();
    // Its part of the menu has nothing left: it goes too.
    expect(screen.queryByRole('heading', { name: 'Desserts' })).toBeNull();
    expect(screen.getByText('Flagging items with tree nuts. 1 item hidden.')).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    await renderWithState(<MenuPage />, {
      state: { ...profile(['wheat', 'milk']), menu: { ...menu, language: 'es' }, language: 'es' },
      language: 'es',
    });
    expect(card('Cajun Filet Biscuit')).toHaveTextContent('Contiene leche y trigo');
    expect(screen.getByRole('button', { name: 'Tus alérgenos' })).toBeInTheDocument();
  });

  it('flags the lines of the box', async () => {
    mockFetch(routes({ 'GET /api/v1/upsells/o1': { body: [] } }));
    await renderWithState(<CartDrawer />, {
      state: {
        ...profile(['milk']),
        showCart: true,
        order: anOrder({
          products: [
            aLine(),
            aLine({ id: 901, name: 'Sweet Tea', product_id: 78, quantity: 1, choices: [] }),
          ],
        }),
      },
    });
    const biscuitLine = within(screen.getByRole('dialog'))
      .getByRole('heading', { name: 'Cajun Filet Biscuit' })
      .closest('li') as HTMLElement;
    const teaLine = within(screen.getByRole('dialog'))
      .getByRole('heading', { name: 'Sweet Tea' })
      .closest('li') as HTMLElement;
    expect(biscuitLine).toHaveTextContent('Contains milk');
    expect(teaLine).not.toHaveTextContent('Contains');
  });

  it('names on the product page what brings each allergen, the choices that add one flagged', async () => {
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS',
      state: profile(['egg', 'wheat']),
    });
    expect(screen.getByText('In Tenders: wheat.')).toBeInTheDocument();
    const row = (name: string) =>
      screen
        .getByRole('button', { name: `One more ${name}` })
        .closest('.menuCart-choice-counter') as HTMLElement;
    expect(row('Ranch')).toHaveTextContent('Contains egg');
    expect(row('BBQ')).not.toHaveTextContent('Contains');
    await userEvent.click(screen.getByRole('button', { name: 'One more Ranch' }));
    // Said as it is picked: the words stand in a status.
    expect(screen.getByText('With Ranch: egg.').closest('[role="status"]')).not.toBeNull();
  });

  it('flags a box line by the allergens its choices add', async () => {
    mockFetch(routes({ 'GET /api/v1/upsells/o1': { body: [] } }));
    await renderWithState(<CartDrawer />, {
      state: {
        ...profile(['egg']),
        showCart: true,
        order: anOrder({
          products: [
            aLine({
              id: 902,
              name: 'Tenders',
              product_id: 80,
              quantity: 1,
              choices: [{ option_id: 21, name: 'Ranch', quantity: 1 }],
            }),
            aLine({ id: 903, name: 'Tenders', product_id: 80, quantity: 1, choices: [] }),
          ],
        }),
      },
    });
    const [withRanch, plain] = within(screen.getByRole('dialog'))
      .getAllByRole('heading', { name: 'Tenders' })
      .map((heading) => heading.closest('li') as HTMLElement);
    expect(withRanch).toHaveTextContent('Contains egg');
    expect(plain).not.toHaveTextContent('Contains');
  });

  it('names every choice that would add one on the product page without a restaurant', async () => {
    await renderWithState(<ProductPage />, {
      path: '/menu/product?id=TENDERS',
      state: { ...profile(['egg']), location: null, defaultMenu: { ...menu, id: 100100 } },
    });
    expect(await screen.findByText('With Ranch: egg.')).toBeInTheDocument();
    expect(screen.queryByText(/With BBQ/)).toBeNull();
    expect(screen.queryByText(/In Tenders/)).toBeNull();
  });

  it("says so when a member's choice cannot be kept on the account, and keeps it here", async () => {
    mockFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    const { appState } = await renderWithState(<MenuPage />, {
      state: { ...profile([]), token: TEST_TOKENS },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Your allergens' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sesame' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not keep this on your account just now. It is kept on this device; try again later.',
    );
    expect(appState.allergenProfile.avoid).toEqual(['sesame']);
  });
});
