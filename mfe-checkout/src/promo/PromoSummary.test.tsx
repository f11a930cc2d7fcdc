import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import {
  appState,
  useAppState,
  type AppState,
  type BoxNotice,
  type Order,
} from '@qsr/shared-contracts';
import { aNoticeItem, anOrder, mockFetch, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { PromoSummary } from './PromoSummary';

function Summary() {
  // The page passes the box it shows; here, the state's.
  const { order } = useAppState();
  return <PromoSummary order={order as Order} canChange />;
}

const show = (language: 'en-US' | 'es', state: Partial<AppState>) =>
  renderCheckout(<Summary />, { language, state });

describe('checkout says what the box changed on its own', () => {
  it.each([
    ['en-US', 'SAVE5 was removed: it needs a subtotal of $15.00.', 'Dismiss'],
    ['es', 'Quitamos SAVE5: necesita un subtotal de $15.00.', 'Cerrar'],
  ] as const)('a code taken off under its minimum (%s)', async (language, said, dismiss) => {
    mockFetch();
    await show(language, {
      order: anOrder(),
      boxNotices: [{ kind: 'promo-removed', code: 'SAVE5', minimum: 15 }],
    });
    expect(screen.getByText(said)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `${dismiss}: ${said}` }));
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
  });

  it('says a reorder’s notices once, in the box, not again beside the promo code', async () => {
    mockFetch();
    const reordered: BoxNotice = {
      kind: 'reordered',
      replaced: false,
      items: [{ ...aNoticeItem('Honey Butter Biscuit'), quantity: 2 }],
    };
    await show('en-US', {
      order: anOrder(),
      boxNotices: [
        reordered,
        { kind: 'not-made-here', restaurant: 'Wilmington', items: [aNoticeItem('Sweet Tea')] },
        { kind: 'promo-removed', code: 'SAVE5', minimum: 15 },
      ],
    });
    expect(screen.getByText('SAVE5 was removed: it needs a subtotal of $15.00.')).toBeVisible();
    expect(screen.queryByText(/Added to your box/)).toBeNull();
    expect(screen.queryByText(/cannot make/)).toBeNull();
  });

  it('a notice said while checkout is open shows at once', async () => {
    mockFetch();
    await show('en-US', { order: anOrder() });
    act(() => {
      appState().boxNotices = [{ kind: 'promo-removed', code: 'BIGBOX20', minimum: 200 }];
    });
    expect(
      await screen.findByText('BIGBOX20 was removed: it needs a subtotal of $200.00.'),
    ).toBeVisible();
  });
});

describe('§4.5 checkout shows the redeemed offers', () => {
  const offer = {
    id: 2,
    channel: 'web',
    campaign: 'C2',
    label: '$10 off catering',
    memberid: TEST_TOKENS.id,
    references: ['RWD-2'],
  };

  it.each([
    [
      'en-US',
      'Reward $2 off any order applied: you save $2.00.',
      '$10 off catering cannot apply to this box: Esta recompensa no está disponible.',
    ],
    [
      'es',
      'Recompensa $2 off any order aplicada: ahorras $2.00.',
      '$10 off catering no se puede aplicar a esta caja: Esta recompensa no está disponible.',
    ],
  ] as const)(
    'by name, or with the reason it cannot apply (%s)',
    async (language, applied, refused) => {
      const fetch = mockFetch();
      await show(language, {
        token: TEST_TOKENS,
        order: anOrder({
          discounts: [{ type: 'Reward', amount: 2, description: '$2 off any order' }],
        }),
        redeemedOffers: [
          { offer, tried: { orderId: 'o1', refusal: 'Esta recompensa no está disponible.' } },
        ],
      });
      expect(screen.getByText(applied)).toBeVisible();
      expect(screen.getByText(refused)).toBeVisible();
      // Tried on this box already: nothing is sent again.
      expect(fetch.calls).toHaveLength(0);
    },
  );

  it('puts an untried one on the box when checkout opens', async () => {
    const fetch = mockFetch(() => ({
      body: anOrder({ discounts: [{ type: 'Reward', amount: 10, description: '$10 off' }] }),
    }));
    await show('en-US', { token: TEST_TOKENS, order: anOrder(), redeemedOffers: [{ offer }] });
    expect(await screen.findByText('Reward $10 off applied: you save $10.00.')).toBeVisible();
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/v1/orders/o1/rewards',
    ]);
  });
});

describe('checkout names what is applied to the box', () => {
  const withCoupon = (coupon: Order['coupon']) =>
    anOrder({ coupon, discounts: [{ type: 'Coupon', amount: 3, description: 'From the API' }] });

  it.each([
    ['en-US', 'Reward $20 Off Catering applied: you save $3.00.'],
    ['es', 'Recompensa $20 Off Catering aplicada: ahorras $3.00.'],
  ] as const)('a wallet reward by its name, not its code (%s)', async (language, said) => {
    mockFetch();
    await show(language, {
      order: withCoupon({
        couponcode: 'CATER20',
        reward: { label: 'catering - $20 Off Catering' },
      }),
    });
    expect(screen.getByText(said)).toBeVisible();
    expect(screen.queryByText(/CATER20/)).toBeNull();
  });

  it('a typed promo code by the code', async () => {
    mockFetch();
    await show('en-US', { order: withCoupon({ couponcode: 'SAVE10' }) });
    expect(screen.getByText('Promo code SAVE10 applied: you save $3.00.')).toBeVisible();
  });
});
