import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { actions, type Order } from '@qsr/shared-contracts';
import {
  aLine,
  aLocation,
  aMenu,
  aNoticeItem,
  anOrder,
  mockFetch,
  routes,
  TEST_TOKENS,
} from '@qsr/shared-contracts/testing';
import { CartDrawer } from '../cart/CartDrawer';
import { renderWithState } from '../testing/render';

const API = '/api/v1';
const menu = aMenu({ expires: Date.now() + 3_600_000 });

function open(order: Order, language: 'en-US' | 'es', extra = {}) {
  return renderWithState(<CartDrawer />, {
    state: { showCart: true, order, menu, location: aLocation(), language, ...extra },
    language,
  });
}

describe('§4.6 a code taken off under its minimum is said in the box', () => {
  it.each([
    [
      'en-US',
      'One less Cajun Filet Biscuit',
      'SAVE5 was removed: it needs a subtotal of $15.00.',
      'Dismiss',
    ],
    [
      'es',
      'Uno menos de Cajun Filet Biscuit',
      'Quitamos SAVE5: necesita un subtotal de $15.00.',
      'Cerrar',
    ],
  ] as const)('%s', async (language, lessName, said, dismiss) => {
    const box = anOrder({ coupon: { couponcode: 'SAVE5' } });
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        // The ordering API answers that the box is now under the code's minimum.
        [`PUT ${API}/orders/o1/products`]: {
          body: anOrder({ coupon: { couponcode: 'SAVE5', unmet_minimum: 15 } }),
        },
        [`DELETE ${API}/orders/o1/coupon`]: { body: anOrder({ coupon: null }) },
      }),
    );
    const { appState } = await open(box, language);
    await userEvent.click(screen.getByRole('button', { name: lessName }));
    expect(await screen.findByText(said)).toBeVisible();
    expect(appState.order?.coupon).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `${dismiss}: ${said}` }));
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
  });
});

describe("§4.6 a code taken off by the $200 rule is said as that rule, not as the code's minimum", () => {
  it.each([
    [
      'en-US',
      'One less Cajun Filet Biscuit',
      'SAVE10 came off: under $200.00, a box that gets smaller loses its code. You can apply it again.',
    ],
    [
      'es',
      'Uno menos de Cajun Filet Biscuit',
      'Quitamos SAVE10: por debajo de $200.00, una caja que se reduce pierde su código. Puedes volver a aplicarlo.',
    ],
  ] as const)('%s', async (language, lessName, said) => {
    const priced = (subtotal: number, coupon: Order['coupon']) =>
      anOrder({ coupon, totals: { ...anOrder().totals, subtotal } });
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        // SAVE10 has no minimum of its own: the ordering API still applies it at $9.49.
        [`PUT ${API}/orders/o1/products`]: { body: priced(9.49, { couponcode: 'SAVE10' }) },
        [`DELETE ${API}/orders/o1/coupon`]: { body: priced(9.49, null) },
      }),
    );
    await open(priced(18.98, { couponcode: 'SAVE10' }), language);
    await userEvent.click(screen.getByRole('button', { name: lessName }));
    expect(await screen.findByText(said)).toBeVisible();
    expect(screen.queryByText(/needs a subtotal|necesita un subtotal/)).toBeNull();
  });
});

describe('a change of restaurant names, in the box, what the new restaurant left out', () => {
  it.each([
    [
      'en-US',
      'Wilmington cannot make Hot Honey Chicken Sandwich and Collard Greens, so they were left out.',
    ],
    [
      'es',
      'Wilmington no prepara Hot Honey Chicken Sandwich y Collard Greens, así que quedaron fuera de tu pedido.',
    ],
  ] as const)('%s', async (language, said) => {
    const tenders = aLine({ id: 903, name: '3 Piece Tenders', quantity: 1 });
    const box = anOrder({
      products: [
        aLine({ id: 901, name: 'Hot Honey Chicken Sandwich', quantity: 1 }),
        aLine({ id: 902, name: 'Collard Greens', quantity: 1 }),
        tenders,
      ],
    });
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        [`GET ${API}/menus/700`]: { body: aMenu({ id: 700 }) },
        // The ordering API's transfer answers the box it kept: the tenders only.
        [`POST ${API}/orders/o1/transfer`]: {
          body: anOrder({ menu_id: 700, products: [tenders] }),
        },
      }),
    );
    await open(box, language);
    await act(() =>
      actions.orderPickupFrom(aLocation({ id: 14, name: 'Wilmington', menu_id: 700 })),
    );
    expect(await screen.findByText(said)).toBeVisible();
  });
});

describe('§4.5 redeemed offers in the box', () => {
  const offer = (id: number, label: string) => ({
    id,
    channel: 'web',
    campaign: `C${id}`,
    label,
    memberid: TEST_TOKENS.id,
    references: [`RWD-${id}`],
  });

  it.each([
    [
      'en-US',
      'Reward $2 off any order applied: you save $2.00.',
      '$10 off catering cannot apply to this box: This reward is not available for this order.',
    ],
    [
      'es',
      'Recompensa $2 off any order aplicada: ahorras $2.00.',
      '$10 off catering no se puede aplicar a esta caja: This reward is not available for this order.',
    ],
  ] as const)('puts them on, by name, or says why not (%s)', async (language, applied, refused) => {
    const withOffer = anOrder({
      discounts: [{ type: 'Reward', amount: 2, description: '$2 off any order' }],
    });
    const fetch = mockFetch((call) => {
      if (call.url.startsWith(`${API}/upsells`)) return { body: [] };
      const { references } = call.body as { references: string[] };
      return references[0] === 'RWD-1'
        ? { body: withOffer }
        : {
            status: 400,
            body: { message: '[240] This reward is not available for this order.', code: 240 },
          };
    });
    await open(anOrder({ products: [aLine()] }), language, {
      token: TEST_TOKENS,
      redeemedOffers: [
        { offer: offer(1, '$2 off any order') },
        { offer: offer(2, '$10 off catering') },
      ],
    });
    expect(await screen.findByText(applied)).toBeVisible();
    expect(await screen.findByText(refused)).toBeVisible();
    expect(fetch.calls.filter((call) => call.url === `${API}/orders/o1/rewards`)).toHaveLength(2);
  });
});

describe('a reorder names what the restaurant cannot make, in the box', () => {
  it.each([
    ['en-US', 'Durham cannot make Sweet Tea and Lemonade, so they were left out.'],
    ['es', 'Durham no prepara Sweet Tea y Lemonade, así que quedaron fuera de tu pedido.'],
  ] as const)('%s', async (language, said) => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    await open(anOrder(), language, {
      boxNotices: [
        {
          kind: 'not-made-here',
          restaurant: 'Durham',
          items: [aNoticeItem('Sweet Tea'), aNoticeItem('Lemonade')],
        },
      ],
    });
    expect(screen.getByText(said)).toBeVisible();
  });
});

describe('a reorder says in the box what it put there', () => {
  it.each([
    [
      'en-US',
      'Added to your box: 2 × Cajun Filet Biscuit, 1 × Large Fries.',
      'Durham cannot make Sweet Tea, so it was left out.',
      'Dismiss',
    ],
    [
      'es',
      'Agregamos a tu caja: 2 × Cajun Filet Biscuit y 1 × Large Fries.',
      'Durham no prepara Sweet Tea, así que quedó fuera de tu pedido.',
      'Cerrar',
    ],
  ] as const)(
    '%s, beside what was left out, until dismissed',
    async (language, said, leftOut, dismiss) => {
      mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
      const { appState } = await open(anOrder(), language, {
        boxNotices: [
          {
            kind: 'reordered',
            replaced: false,
            items: [
              { ...aNoticeItem('Cajun Filet Biscuit'), quantity: 2 },
              { ...aNoticeItem('Large Fries'), quantity: 1 },
            ],
          },
          { kind: 'not-made-here', restaurant: 'Durham', items: [aNoticeItem('Sweet Tea')] },
        ],
      });
      const notice = screen.getByText(said);
      expect(notice).toBeVisible();
      // News the customer waits for, not an alert that interrupts.
      expect(notice.closest('[role]')).toHaveAttribute('role', 'status');
      expect(screen.getByText(leftOut)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: `${dismiss}: ${said}` }));
      await waitFor(() => expect(screen.queryByText(said)).toBeNull());
      expect(screen.getByText(leftOut)).toBeVisible();
      expect(appState.boxNotices).toEqual([
        { kind: 'not-made-here', restaurant: 'Durham', items: [aNoticeItem('Sweet Tea')] },
      ]);
    },
  );
});
