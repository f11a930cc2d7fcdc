import type { NoticeItem } from '../types/box-notice';
import type { Location } from '../types/location';
import type { Member } from '../types/member';
import type { Menu } from '../types/menu';
import type { CartProduct, Order } from '../types/order';

export function aLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 12,
    name: 'Raleigh - Glenwood',
    address: '1 Glenwood Ave',
    city: 'Raleigh',
    state: 'NC',
    zip: '27603',
    lat: 35.78,
    lng: -78.64,
    menu_id: 500,
    ...overrides,
  };
}

export function aMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    id: 500,
    language: 'en-US',
    categories: [
      {
        id: 1,
        name: 'Biscuits',
        products: [
          {
            id: 77,
            sku: 'CAJUN-FILET',
            name: 'Cajun Filet Biscuit',
            images: [],
            availability: { now: true },
            cost: 4.99,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function aLine(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 900,
    product_id: 77,
    name: 'Cajun Filet Biscuit',
    quantity: 2,
    cost: { total: 9.98 },
    choices: [{ option_id: 5, name: 'Extra pickles', quantity: 1 }],
    ...overrides,
  };
}

/** An order created `created` (YYYYMMDD HH:mm), by default just now. */
/** An item a box notice names, as its product on a menu (any one, unless told). */
export function aNoticeItem(name: string, product = { menu: 100101, id: 100101001 }): NoticeItem {
  return { name, product };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    menu_id: 500,
    products: [aLine()],
    taxes: [],
    totals: {
      subtotal: 9.98,
      discount: 0,
      handoff: 0,
      fees: 0,
      tax: 0.7,
      tip: 0,
      donations: 0,
      total: 10.68,
    },
    time: { mode: 'asap' },
    handoff: 'pickup',
    address: null,
    coupon: null,
    discounts: [],
    donations: [],
    billing: [],
    created: createdNow(),
    ...overrides,
  };
}

/** `created` of an order made at `date` (§3 format). */
export function createdNow(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 42,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '9195550100',
    optin: true,
    optin_sms: false,
    ...overrides,
  };
}
