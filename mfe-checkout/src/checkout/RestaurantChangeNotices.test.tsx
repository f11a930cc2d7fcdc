import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { actions, appState } from '@qsr/shared-contracts';
import {
  aLine,
  aLocation,
  aNoticeItem,
  anOrder,
  mockFetch,
  routes,
} from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { RestaurantChangeNotices } from './RestaurantChangeNotices';

const API = '/api/v1';
const durham = aLocation({ id: 14, name: 'Durham', menu_id: 700 });
const tomorrowNoon = '2026-12-05T17:00:00.000Z';

describe('checkout says what a change of restaurant did to the box', () => {
  it.each([
    [
      'en-US',
      'Durham cannot make Collard Greens, so it was left out.',
      'The time you chose, Sat, Dec 5, 12:00 PM EST, is not available at Durham: your order is now as soon as possible.',
      'Durham does not offer curbside, so your order is for pickup now.',
      'Dismiss',
    ],
    [
      'es',
      'Durham no prepara Collard Greens, así que quedó fuera de tu pedido.',
      'La hora que elegiste, sáb, 5 de dic, 12:00 p.m. EST, no está disponible en Durham: tu pedido ahora es lo antes posible.',
      'Durham no ofrece entrega en la acera, así que tu pedido ahora es para recoger.',
      'Cerrar',
    ],
  ] as const)(
    'items left out, a time and a handoff it cannot keep (%s), until dismissed',
    async (language, leftOut, lostTime, lostHandoff, dismiss) => {
      const greens = aLine({ id: 902, name: 'Collard Greens', quantity: 1 });
      await renderCheckout(<RestaurantChangeNotices />, {
        language,
        state: {
          location: aLocation(),
          order: anOrder({
            products: [aLine(), greens],
            handoff: 'curbside',
            time: { mode: 'scheduled', wanted: tomorrowNoon },
          }),
        },
      });
      mockFetch(
        routes({
          [`GET ${API}/menus/700`]: { body: { id: 700, categories: [] } },
          // Durham makes the biscuit, not the greens, has no curbside; it lets go of the time,
          // and refuses it.
          [`POST ${API}/orders/o1/transfer`]: {
            body: anOrder({ menu_id: 700, handoff: 'pickup' }),
          },
          [`PUT ${API}/orders/o1/time`]: {
            status: 400,
            body: { message: 'The time you chose is not available.' },
          },
        }),
      );
      await act(() => actions.orderPickupFrom(durham));
      expect(await screen.findByText(leftOut)).toBeVisible();
      expect(screen.getByText(lostTime)).toBeVisible();
      expect(screen.getByText(lostHandoff)).toBeVisible();
      expect(appState().order?.time.mode).toBe('asap');
      await userEvent.click(screen.getByRole('button', { name: `${dismiss}: ${lostTime}` }));
      await waitFor(() => expect(screen.queryByText(lostTime)).toBeNull());
    },
  );

  it('says nothing of the promo code or a reorder, which are said elsewhere', async () => {
    await renderCheckout(<RestaurantChangeNotices />, {
      state: {
        order: anOrder(),
        boxNotices: [
          { kind: 'promo-removed', code: 'SAVE5', minimum: 15 },
          {
            kind: 'reordered',
            replaced: false,
            items: [{ ...aNoticeItem('Sweet Tea'), quantity: 1 }],
          },
        ],
      },
    });
    expect(screen.queryByText(/SAVE5|Sweet Tea/)).toBeNull();
  });
});
