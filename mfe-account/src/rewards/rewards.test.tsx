import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder, aLine, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { OffersPage } from '../offers/OffersPage';
import { renderPage, signedIn } from '../testing';

jest.setTimeout(20_000);

const rewards = [
  { id: 1, name: 'Free Buttermilk Biscuit', points: 150 },
  { id: 2, name: 'Free Sweet Tea', points: 200 },
  { id: 3, name: '$5 Off Your Order', points: 400 },
  { id: 4, name: 'Free 5 Piece Tenders Combo', points: 800 },
];
// The ordering API names them in the answer's language.
const spanishRewards = [
  { id: 1, name: 'Bísquet de suero de leche gratis', points: 150 },
  { id: 2, name: 'Té dulce gratis', points: 200 },
];
const catalogue = (points: number, list = rewards) => ({
  points,
  rewards: list,
  next:
    list
      .filter((reward) => reward.points > points)
      .map((reward) => ({ ...reward, needed: reward.points - points }))[0] ?? null,
});
const tea = {
  label: 'Free Sweet Tea',
  cred: 'RWTEA2345678',
  expires: '2027-01-23',
  status: 'incomplete',
};
const history = [
  { at: '2026-11-20T15:00:00.000Z', points: -150, reward: { name: 'Free Buttermilk Biscuit' } },
  { at: '2026-11-18T17:30:00.000Z', points: 42, order: '1024' },
];

/** The offers page's answers for a member with these points (and this wallet). */
function answers(points: number, wallet: unknown[] = [], extra = {}) {
  return routes({
    'GET /api/v1/members/loyalty': { body: { points, wallet } },
    'GET /api/v1/members/offers/all': { body: [] },
    'GET /api/v1/members/rewards': { body: catalogue(points) },
    'GET /api/v1/members/points': { body: { entries: history } },
    ...extra,
  });
}

describe('/offers: rewards to spend points on', () => {
  it('shows the points, the way to the next reward and the rewards, disabled when short', async () => {
    mockFetch(answers(180));
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn() });
    expect(await screen.findByText('You have 180 points')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: '20 more points to Free Sweet Tea' });
    expect(bar).toHaveAttribute('aria-valuenow', '180');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '180 of 200 points toward Free Sweet Tea');
    expect(screen.getByRole('button', { name: 'Redeem Free Buttermilk Biscuit' })).toBeEnabled();
    const short = screen.getByRole('button', { name: 'Redeem Free Sweet Tea' });
    expect(short).toBeDisabled();
    expect(short).toHaveAccessibleDescription('You need 20 more points.');
    // The history: what each change was for, latest first.
    const list = within(screen.getByRole('region', { name: 'Points history' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free Buttermilk BiscuitNovember 20, 2026−150 points',
      'Order #1024November 18, 2026+42 points',
    ]);
  });

  it('redeems one into the wallet, says so politely and shows the new balance', async () => {
    let points = 500;
    let wallet: unknown[] = [];
    const fetch = mockFetch((call) => {
      if (call.method === 'POST' && call.url === '/api/v1/members/rewards/2/redeem') {
        points = 300;
        wallet = [tea];
        return { body: { points, reward: tea } };
      }
      return answers(points, wallet)(call);
    });
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Free Sweet Tea' }));
    expect(
      await screen.findByText('Free Sweet Tea is in your rewards: apply it in your box.'),
    ).toHaveAttribute('role', 'status');
    expect(await screen.findByText('You have 300 points')).toBeVisible();
    const redeem = fetch.calls.find((call) => call.method === 'POST');
    expect(redeem?.headers['idempotency-key']).toMatch(/.{8,}/);
    // The wallet read again shows it, for the box to apply.
    const walletSection = within(screen.getByRole('region', { name: 'Your rewards' }));
    expect(await walletSection.findByRole('heading', { name: 'Free Sweet Tea' })).toBeVisible();
  });

  it('puts the reward just redeemed into the box being built, by its name', async () => {
    const box = anOrder({ id: 'box', products: [aLine()] });
    const withTea = { ...box, coupon: { couponcode: tea.cred, reward: { label: tea.label } } };
    const fetch = mockFetch(
      answers(500, [tea], {
        'POST /api/v1/members/rewards/2/redeem': { body: { points: 300, reward: tea } },
        'PUT /api/v1/orders/box/coupon': { body: withTea },
        'POST /api/v1/orders/box/validate': { body: {} },
        'GET /api/v1/orders/box': { body: withTea },
      }),
    );
    const { appState } = await renderPage('/offers', <OffersPage />, '/offers', {
      state: { ...signedIn(), order: box },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Free Sweet Tea' }));
    expect(await screen.findByText('Free Sweet Tea is in your box.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(fetch.calls.find((call) => call.method === 'PUT')?.body).toEqual({ code: tea.cred });
    expect(appState.order?.coupon?.couponcode).toBe(tea.cred);
    const walletSection = within(screen.getByRole('region', { name: 'Your rewards' }));
    expect(await walletSection.findByText('It is in your box.')).toBeVisible();
  });

  it('leaves a box’s own promo code alone, and says where the reward waits (Spanish)', async () => {
    const box = anOrder({ id: 'box', products: [aLine()], coupon: { couponcode: 'SAVE10' } });
    const fetch = mockFetch(
      answers(500, [tea], {
        'POST /api/v1/members/rewards/2/redeem': { body: { points: 300, reward: tea } },
      }),
    );
    await renderPage('/offers', <OffersPage />, '/offers', {
      state: { ...signedIn(), order: box },
      language: 'es',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Canjear Free Sweet Tea' }));
    expect(
      await screen.findByText(
        'Free Sweet Tea ya está en tus recompensas. Tu caja ya tiene un código o una recompensa (uno por caja): cámbialo allí para usar esta.',
      ),
    ).toBeVisible();
    expect(fetch.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a refusal in the page’s language', async () => {
    mockFetch(
      answers(150, [], {
        'GET /api/v1/members/rewards': { body: catalogue(150, spanishRewards) },
        'POST /api/v1/members/rewards/1/redeem': {
          status: 400,
          body: {
            message: '[262] Te faltan 10 puntos para Bísquet de suero de leche gratis.',
            code: 262,
          },
        },
      }),
    );
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn(), language: 'es' });
    expect(await screen.findByText('Tienes 150 puntos')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Canjear Té dulce gratis' })).toBeDisabled();
    expect(screen.getByText('Te faltan 50 puntos.')).toBeVisible();
    expect(screen.getByText('Historial de puntos')).toBeVisible();
    expect(screen.getByText('Pedido n.º 1024')).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Canjear Bísquet de suero de leche gratis' }),
    );
    const refusal = await screen.findByText(
      'Te faltan 10 puntos para Bísquet de suero de leche gratis.',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/ya está en tus recompensas/)).toBeNull();
  });

  it('says when there is no reward to spend points on, with the way to earn more', async () => {
    mockFetch(
      answers(120, [], {
        'GET /api/v1/members/rewards': { body: { points: 120, rewards: [], next: null } },
      }),
    );
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn() });
    expect(await screen.findByText('No rewards to spend points on right now')).toBeVisible();
    expect(screen.queryByText('You have enough points for every reward.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Order and earn points' })).toHaveAttribute(
      'href',
      '/menu',
    );
  });

  it('says when there is no history yet, and when every reward is in reach', async () => {
    mockFetch(answers(900, [], { 'GET /api/v1/members/points': { body: { entries: [] } } }));
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn() });
    expect(await screen.findByText('You have enough points for every reward.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByText('No points yet')).toBeVisible();
  });
});
