import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  API_HEADERS,
  API_HEADER_VALUES,
  ORDERING_CALLS,
  walletRewardName,
  type Order,
} from '@qsr/shared-contracts/core';
import { money } from './menu-cart-support';

/**
 * The seam test's seed: `SEAM_SEED` replays a run, else a fresh one. Each worker loads the file
 * anew, so a test prints the seed it ran with; replayed, that test takes the same steps.
 */
export function seamSeed(): number {
  const given = process.env.SEAM_SEED;
  if (given === undefined || given === '') return randomInt(2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`SEAM_SEED must be an integer, not '${given}'`);
  return seed;
}

/** A small seeded generator (mulberry32): the same seed gives the same steps. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [0, n). */
    below: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
    /** One of `weights`' keys, each as likely as its weight. */
    weighted<K extends string>(weights: Record<K, number>): K {
      const entries = Object.entries(weights) as Array<[K, number]>;
      let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        left -= weight;
        if (left < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;

/** The order as the ordering API priced it: every figure checkout shows comes from it. */
export interface PricedOrder {
  id: string;
  handoff: string;
  address: { address: string; building?: string; city: string; state?: string; zip: string } | null;
  time: { mode: 'asap' | 'scheduled'; wanted: string | null };
  coupon?: { couponcode: string; reward?: { label: string } } | null;
  discounts: Array<{ type: string; amount: number; description?: string }>;
  donations: Array<{ id: number; amount: number }>;
  products: Array<{ id: number; name: string; quantity: number; cost: { total: number } }>;
  totals: Order['totals'];
}

/**
 * The order read back from the page's own context, with the call and headers the site reads
 * it with (`retrieveOrder`): the BFF, the customer's device id and ordering token, in English.
 */
export function pricedOrder(page: Page, orderId: string): Promise<PricedOrder> {
  const call = ORDERING_CALLS.retrieveOrder;
  const path = call.path.replace('{orderId}', encodeURIComponent(orderId));
  return page.evaluate(
    async ({ path, method, names, values }) => {
      const stored = localStorage.getItem('qsr.token');
      const tokens = stored ? (JSON.parse(stored) as Record<string, string>) : null;
      const headers: Record<string, string> = {
        accept: 'application/json',
        'accept-language': 'en-US',
        [names.clientType]: values.clientType,
        [names.apiVersion]: values.apiVersion,
        [names.environment]: values.environment,
        [names.internalPath]: path,
      };
      const device = localStorage.getItem('qsr.deviceId');
      if (device) headers[names.deviceId] = device;
      const token = tokens?.['ordering.access.token'];
      if (token) headers[names.orderingToken] = token;
      const answer = await fetch(`/api/v1/${path}`, {
        method,
        headers,
        credentials: 'same-origin',
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as PricedOrder;
    },
    { path, method: call.method, names: API_HEADERS, values: API_HEADER_VALUES },
  );
}

/** Everything checkout shows of the order (and the box, when it is open), read at once. */
export interface ShownOrder {
  busy: string | null;
  updating: string;
  lines: string[];
  rows: Array<{ key: string; label: string; amount: string }>;
  handoff: string | null;
  /** The saved address chosen, or the typed one as 'street, apartment, city zip'. */
  address: string | null;
  time: string | null;
  wanted: string | null;
  /** The Time select's times (its placeholder left out). */
  timeOptions: string[];
  /** What the page says of the order's time when the times do not offer it now. */
  timeNotOffered: string | null;
  tip: { value: string; label: string; typed: string | null } | null;
  roundUp: { checked: boolean; label: string } | null;
  promo: string;
  minimumNotice: boolean;
  box: Array<{ key: string; amount: string }> | null;
}

export function shownOrder(area: Locator): Promise<ShownOrder> {
  return area.evaluate((root) => {
    const text = (element: Element | null | undefined) =>
      (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const checked = (name: string) =>
      root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
    const totals = root.querySelector(
      '[aria-labelledby="checkout-totals-heading"].checkout-totals',
    );
    const rowsOf = (scope: Element | null) =>
      [...(scope?.querySelectorAll('[data-total]') ?? [])].map((row) => ({
        key: row.getAttribute('data-total') ?? '',
        label: text(row.querySelector('dt')),
        amount: text(row.querySelector('dd')),
      }));
    const saved = checked('checkout-saved-address');
    const field = (id: string) =>
      root.querySelector<HTMLInputElement>(`#checkout-field-${id}`)?.value.trim() ?? '';
    const building =
      root.querySelector<HTMLInputElement>('input[autocomplete="address-line2"]')?.value.trim() ??
      '';
    const typed = root.querySelector('#checkout-field-address')
      ? `${[field('address'), building].filter(Boolean).join(', ')}, ${field('city')} ${field('zip')}`
      : null;
    const tip = checked('checkout-tip');
    const roundUp = [...root.querySelectorAll('input[type="checkbox"]')].find((box) =>
      text(box.closest('label')).startsWith('Round up my order'),
    ) as HTMLInputElement | undefined;
    const promo = [...root.querySelectorAll('section h2')].find(
      (heading) => text(heading) === 'Promo code and rewards',
    );
    const drawer = document.querySelector('.menuCart-box .menuCart-totals');
    const box = drawer ? rowsOf(drawer) : null;
    return {
      busy: totals?.getAttribute('aria-busy') ?? null,
      updating: text(totals?.querySelector('[role="status"]')),
      lines: [...(totals?.querySelectorAll('[data-receipt-line]') ?? [])].map(
        (line) => `${text(line.children[0])} ${text(line.children[1])}`,
      ),
      rows: rowsOf(totals),
      handoff: checked('checkout-handoff')?.value ?? null,
      address: saved && saved.value !== 'new' ? text(saved.closest('label')) : typed,
      time: checked('checkout-time')?.value ?? null,
      wanted: root.querySelector<HTMLSelectElement>('#checkout-field-time')?.value ?? null,
      timeOptions: [
        ...(root.querySelector<HTMLSelectElement>('#checkout-field-time')?.options ?? []),
      ]
        .map((option) => option.value)
        .filter(Boolean),
      timeNotOffered:
        [...root.querySelectorAll('.ui-field-error')]
          .map(text)
          .find((said) => said.includes(' is not offered for this order now.')) ?? null,
      tip: tip
        ? {
            value: tip.value,
            label: text(tip.closest('label')),
            typed: root.querySelector<HTMLInputElement>('#checkout-field-tip')?.value ?? null,
          }
        : null,
      roundUp: roundUp ? { checked: roundUp.checked, label: text(roundUp.closest('label')) } : null,
      promo: text(promo?.parentElement?.querySelector('p.ui-ok, p.ui-field-hint')),
      minimumNotice: Boolean(root.querySelector('#checkout-minimum-notice')),
      box,
    };
  });
}

const cents = (amount: number) => Math.round(amount * 100);

/** What a shown amount says, in cents (a discount's `−$1.00` is −100; `FREE` is 0). */
function centsOf(shown: string): number | null {
  if (shown === 'FREE') return 0;
  const match = /^(−)?\$(\d[\d,]*\.\d\d)$/.exec(shown);
  if (!match) return null;
  return Math.round(Number((match[2] as string).replace(/,/g, '')) * 100) * (match[1] ? -1 : 1);
}

/** The amount in a label's brackets: `18% ($2.50)`, `… (+$0.41)`. */
const bracketed = (label: string) => /\(\+?(\$[\d,]+\.\d\d)\)/.exec(label)?.[1] ?? null;

/** The round-up: the total before it (service fee included) up to the next dollar. */
function roundUpOf(totals: PricedOrder['totals']): number {
  const owed = cents(
    totals.subtotal + totals.tax + totals.tip + totals.handoff + totals.fees - totals.discount,
  );
  return Math.ceil(owed / 100) * 100 - owed || 100;
}

const CATERING_DELIVERY_MINIMUM = 150;

/**
 * The page's words for the order's time it does not offer, naming that time as the restaurant
 * reads it: the API writes it with the restaurant's offset, so its clock is the local one.
 */
function notOfferedSaid(said: string | null, wanted: string): boolean {
  const local = /T(\d\d):(\d\d)/.exec(wanted);
  if (!said || !local) return false;
  const hour = Number(local[1]);
  const clock = `${hour % 12 || 12}:${local[2]} ${hour < 12 ? 'AM' : 'PM'}`;
  return new RegExp(
    `^(\\w{3}, \\w{3} \\d{1,2}, )?${clock} is not offered for this order now\\. Choose another time\\.$`,
  ).test(said);
}

/** The address the page shows is the order's (street with its apartment, city, zip). */
function sameAddress(shown: ShownOrder, order: PricedOrder): boolean {
  const api = order.address;
  if (!api || !shown.address) return false;
  const street = api.building ? `${api.address}, ${api.building}` : api.address;
  return shown.address.startsWith(`${street}, ${api.city}`) && shown.address.includes(api.zip);
}

/**
 * A delivery address the page shows complete that the order does not have yet: a typed one
 * goes to the order when the typing pauses, so the test waits for it.
 */
export function addressOnItsWay(shown: ShownOrder, order: PricedOrder): boolean {
  if (shown.handoff !== 'delivery' || !shown.address) return false;
  return /\S, \S.* \d{5}\b/.test(shown.address) && !sameAddress(shown, order);
}

/**
 * Where the page and the priced order differ, in words; none when the page tells the truth.
 * The expectations are read off the order's fields here, not with the site's own receipt code.
 */
export function differences(
  shown: ShownOrder,
  order: PricedOrder,
  channel: 'consumer' | 'catering',
): string[] {
  const found: string[] = [];
  const differ = (what: string, page: unknown, api: unknown) => {
    if (JSON.stringify(page) !== JSON.stringify(api))
      found.push(`${what}: page ${JSON.stringify(page)}, API ${JSON.stringify(api)}`);
  };
  const { totals } = order;
  const delivery = order.handoff === 'dispatch';

  differ(
    'lines',
    shown.lines,
    order.products.map((line) => `${line.quantity} × ${line.name} ${money(line.cost.total)}`),
  );
  const rowsOf = (key: string) => shown.rows.filter((row) => row.key === key);
  const amount = (key: string) => rowsOf(key).map((row) => centsOf(row.amount));
  differ('subtotal', amount('subtotal'), [cents(totals.subtotal)]);
  const discounts = amount('discount');
  differ(
    'discount',
    discounts.reduce<number | null>(
      (sum, each) => (sum === null || each === null ? null : sum + each),
      0,
    ),
    -cents(totals.discount),
  );
  if (totals.discount > 0 && discounts.length === 0) found.push('discount: no row on the page');
  // A typed code is named by the code, a wallet reward by its name (never its code).
  const code = order.coupon?.couponcode;
  const reward = order.coupon?.reward && walletRewardName(order.coupon.reward.label);
  const named = reward ? `Reward: ${reward}` : `Promo code ${code}`;
  if (code && !rowsOf('discount').some((row) => row.label === named))
    found.push(`discount: no row says ${named}`);
  differ(
    'delivery fee',
    amount('delivery'),
    delivery || totals.handoff !== 0 ? [cents(totals.handoff)] : [],
  );
  differ('service fee', amount('service'), totals.fees !== 0 ? [cents(totals.fees)] : []);
  differ('tax', amount('tax'), [cents(totals.tax)]);
  differ('tip', amount('tip'), [cents(totals.tip)]);
  differ('donation', amount('donation'), totals.donations !== 0 ? [cents(totals.donations)] : []);
  differ('total', amount('total'), [cents(totals.total)]);
  differ(
    'row order',
    shown.rows.map((row) => row.key).filter((key, index, keys) => keys.indexOf(key) === index),
    ['subtotal', 'discount', 'delivery', 'service', 'tax', 'tip', 'donation', 'total'].filter(
      (key) => rowsOf(key).length > 0,
    ),
  );

  differ('handoff', shown.handoff, delivery ? 'delivery' : order.handoff);
  if (delivery && !sameAddress(shown, order))
    found.push(
      `address: page ${JSON.stringify(shown.address)}, API ${JSON.stringify(order.address)}`,
    );

  differ('time', shown.time, order.time.mode);
  const wanted = order.time.mode === 'scheduled' ? order.time.wanted : null;
  const api = wanted ? Date.parse(wanted) : null;
  if (wanted && !shown.timeOptions.some((option) => Date.parse(option) === api)) {
    // The order keeps a time its handoff or box no longer offers (delivery's longer lead): the
    // page tells the truth only by choosing none and naming the order's time as not offered.
    differ('scheduled time (not offered)', shown.wanted, '');
    if (!notOfferedSaid(shown.timeNotOffered, wanted))
      found.push(
        `scheduled time: the page does not say ${wanted} is not offered (${JSON.stringify(shown.timeNotOffered)})`,
      );
  } else {
    if (order.time.mode === 'scheduled') {
      const page = shown.wanted ? Date.parse(shown.wanted) : null;
      differ(
        'scheduled time',
        page && new Date(page).toISOString(),
        api && new Date(api).toISOString(),
      );
    }
    differ('time said not offered', shown.timeNotOffered, null);
  }

  const tip = shown.tip;
  if (!tip) found.push('tip: no choice checked');
  else if (tip.value === 'none') differ('tip (No tip)', 0, cents(totals.tip));
  else if (tip.value === 'custom')
    differ('tip (typed)', cents(Number(tip.typed)), cents(totals.tip));
  else differ(`tip (${tip.label})`, bracketed(tip.label), money(totals.tip));

  if (!shown.roundUp) found.push('round-up: no checkbox');
  else {
    differ('round-up checked', shown.roundUp.checked, totals.donations > 0);
    if (totals.donations > 0) {
      differ('round-up amount', bracketed(shown.roundUp.label), money(totals.donations));
      differ('round-up rounds the order up', cents(totals.donations), roundUpOf(totals));
    }
  }

  const coupon = order.discounts.find((discount) => discount.type === 'Coupon');
  differ(
    'promo summary',
    shown.promo,
    !code
      ? 'Have a promo code or a reward? Add it in your box.'
      : reward
        ? `Reward ${reward} applied: you save ${money(coupon?.amount ?? totals.discount)}.`
        : `Promo code ${code} applied: you save ${money(coupon?.amount ?? totals.discount)}.`,
  );

  differ(
    'catering minimum notice',
    shown.minimumNotice,
    channel === 'catering' && delivery && totals.total < CATERING_DELIVERY_MINIMUM,
  );

  // The open box shows the same order: each of its figures is the API's.
  const figures: Record<string, number> = {
    subtotal: cents(totals.subtotal),
    delivery: cents(totals.handoff),
    service: cents(totals.fees),
    tax: cents(totals.tax),
    tip: cents(totals.tip),
    donation: cents(totals.donations),
    total: cents(totals.total),
  };
  for (const row of shown.box ?? []) {
    if (row.key === 'discount') continue;
    differ(`box ${row.key}`, centsOf(row.amount), figures[row.key]);
  }
  if (shown.box) {
    const boxDiscount = shown.box
      .filter((row) => row.key === 'discount')
      .reduce((sum, row) => sum + (centsOf(row.amount) ?? Number.NaN), 0);
    differ('box discount', boxDiscount, -cents(totals.discount));
  }
  return found;
}
