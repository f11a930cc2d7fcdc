import type { Order } from '../types/order';
import { aLine, anOrder } from './fixtures';

/**
 * A placed delivery priced with every kind of amount a receipt shows: two lines (one with
 * choices and instructions), a promo code and a reward, the delivery and service fees, tax, a
 * tip, a round-up and the card that paid. Its amounts add up, as the ordering API's do.
 */
export function aReceiptOrder(overrides: Partial<Order> = {}): Order {
  return anOrder({
    number: '1042',
    handoff: 'dispatch',
    address: { address: '9 Oak St', city: 'Raleigh', state: 'NC', zip: '27605' },
    products: [
      aLine({
        id: 1,
        name: '3 Piece Tenders Combo',
        quantity: 2,
        cost: { total: 20 },
        choices: [
          { id: 1, name: 'Mac & Cheese', quantity: 1 },
          { id: 2, name: 'Hot Honey', quantity: 2 },
        ],
        instructions: 'Extra crispy',
      }),
      aLine({
        id: 2,
        name: 'Honey Butter Biscuit',
        quantity: 1,
        cost: { total: 10.43 },
        choices: [],
      }),
    ],
    coupon: { couponcode: 'SAVE10' },
    discounts: [
      { type: 'Coupon', amount: 3.04, description: '10% off your order' },
      { type: 'Reward', amount: 2, description: '$2 off any order' },
    ],
    totals: {
      subtotal: 30.43,
      discount: 5.04,
      handoff: 2.99,
      fees: 0.99,
      tax: 1.85,
      tip: 4,
      donations: 0.78,
      total: 36,
    },
    time: { mode: 'scheduled', wanted: '2026-11-23T18:15:00-05:00' },
    payments: [{ type: 'creditcard', amount: 36, card_type: 'Visa', last4: '1111' }],
    ...overrides,
  });
}

/**
 * `aReceiptOrder` as a group order: a guest's line first, the host's combo, another guest's
 * line, then the first guest's second one. The parts come to $20.00 (the host's), $6.93 (Ana)
 * and $3.50 (Ben): the same subtotal.
 */
export function aGroupReceiptOrder(overrides: Partial<Order> = {}): Order {
  const ana = { id: 7, name: 'Ana' };
  const ben = { id: 9, name: 'Ben' };
  const guestLine = (id: number, name: string, total: number, guest: typeof ana) =>
    aLine({ id, name, quantity: 1, cost: { total }, choices: [], guest });
  const [combo] = aReceiptOrder().products;
  return aReceiptOrder({
    products: [
      guestLine(2, 'Honey Butter Biscuit', 4.43, ana),
      ...(combo ? [combo] : []),
      guestLine(3, 'Cinnamon Biscuit Bites', 3.5, ben),
      guestLine(4, 'Buttermilk Biscuit', 2.5, ana),
    ],
    ...overrides,
  });
}
