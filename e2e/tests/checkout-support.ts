import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SANDBOX_API } from './account-support';
import { api } from './menu-cart-support';

/** What the sandbox keeps of an order (§3 Order plus its status and custom fields). */
export interface SandboxOrder {
  id: string;
  menu_id: number;
  handoff: string;
  address: { address: string; city: string; zip: string } | null;
  time: { mode: 'asap' | 'scheduled'; wanted: string | null; earliest?: string };
  totals: { subtotal: number; discount: number; tip: number; total: number; donations: number };
  status: string;
  /** A placed order's short number. */
  number?: string;
  custom_fields: Array<{ id: string; value: string }>;
  products: Array<{ name: string; quantity: number }>;
}

interface MenuProduct {
  id: number;
  sku: string;
  options?: Array<{ min: number; choices: Array<{ id: number }> }>;
}

export interface Member {
  /** The ordering token, for reading the member's order back. */
  headers: Record<string, string>;
  firstName: string;
}

/** Signs the demo member in through the API and keeps the session as the site does. */
export async function signInMember(page: Page, base: string): Promise<Member> {
  const answer = await api<{
    data: { tokens: Record<string, string>; user: { first_name: string } };
  }>(page.request, base, 'POST', 'members/signin', {
    email: 'demo@example.com',
    password: 'Biscuits123!',
    captcha: 'sandbox-captcha-ok',
  });
  await page.addInitScript(
    ([tokens, user]) => {
      localStorage.setItem('qsr.token', tokens as string);
      localStorage.setItem('qsr.user', user as string);
    },
    [JSON.stringify(answer.data.tokens), JSON.stringify(answer.data.user)],
  );
  return {
    headers: { 'x-ordering-token': answer.data.tokens['ordering.access.token'] as string },
    firstName: answer.data.user.first_name,
  };
}

/**
 * A box at a restaurant, built through the ordering API (the menu team's pages build it in
 * their own tests) and kept the way the site keeps it, with the restaurant chosen.
 */
export async function boxAt(
  page: Page,
  base: string,
  restaurantId: number,
  items: Array<[sku: string, quantity: number]>,
  options: {
    catering?: boolean;
    delivery?: { address: string; building?: string; city: string; zip: string };
    /** For a time the restaurant offers at noon two to four days ahead, not as soon as possible. */
    scheduled?: boolean;
  } = {},
): Promise<SandboxOrder> {
  const location = await api<{ menu_id: number; catering_menu_id?: number }>(
    page.request,
    base,
    'GET',
    `locations/${restaurantId}`,
  );
  const menuId = options.catering ? (location.catering_menu_id as number) : location.menu_id;
  const menu = await api<{ categories: Array<{ products: MenuProduct[] }> }>(
    page.request,
    base,
    'GET',
    `menus/${menuId}`,
  );
  const products = menu.categories.flatMap((category) => category.products);
  let order = await api<SandboxOrder>(page.request, base, 'POST', 'orders/create', {
    menu_id: menuId,
  });
  order = await api<SandboxOrder>(page.request, base, 'POST', `orders/${order.id}/products`, {
    products: items.map(([sku, quantity]) => {
      const product = products.find((p) => p.sku === sku);
      expect(product, sku).toBeTruthy();
      const choices = (product?.options ?? []).flatMap((option) =>
        option.choices.slice(0, option.min).map((choice) => ({ id: choice.id, quantity: 1 })),
      );
      return { id: product?.id, quantity, choices, isupsell: false };
    }),
  });
  if (options.delivery) {
    order = await api<SandboxOrder>(page.request, base, 'PUT', `orders/${order.id}/address`, {
      type: 'dispatch',
      address: { ...options.delivery, state: 'NC' },
    });
  }
  if (options.scheduled) {
    const day = 24 * 60 * 60_000;
    const from = new Date(Date.now() + 2 * day).toISOString();
    const to = new Date(Date.now() + 4 * day).toISOString();
    const { times } = await api<{ times: string[] }>(
      page.request,
      base,
      'GET',
      `menus/${menuId}/times?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    const wanted = times.find((time) => time.includes('T12:00:00'));
    expect(wanted, 'a noon the restaurant offers').toBeTruthy();
    order = await api<SandboxOrder>(page.request, base, 'PUT', `orders/${order.id}/time`, {
      time: { mode: 'scheduled', wanted },
    });
  }
  await page.addInitScript(
    ([stored, box]) => {
      if (!localStorage.getItem('qsr.location')) localStorage.setItem('qsr.location', stored);
      if (!localStorage.getItem('qsr.order')) localStorage.setItem('qsr.order', box);
    },
    [
      JSON.stringify({ ...location, expires: Date.now() + 86_400_000 }),
      JSON.stringify({ ...order, expires: Date.now() + 86_400_000 }),
    ] as [string, string],
  );
  return order;
}

/** The order as the sandbox keeps it, read back through the BFF. */
export function sandboxOrder(page: Page, base: string, id: string, member?: Member) {
  return api<SandboxOrder>(page.request, base, 'GET', `orders/${id}`, undefined, member?.headers);
}

/** The checkout team's area of the page. */
export const checkout = (page: Page): Locator => page.locator('main [data-boundary="checkout"]');

export type CheckoutLanguage = 'en-US' | 'es';

/** What the customer reads at checkout, in each language. */
export const CHECKOUT_WORDS = {
  'en-US': {
    pickup: 'Pickup',
    delivery: 'Delivery',
    address: 'Street address',
    city: 'City',
    zip: 'Zip code',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry (MM/YY)',
    cardCvv: 'Security code (CVV)',
    cardZip: 'Billing zip code',
    totals: 'Order total',
    roundUp: /^Round up my order for the Foundation/,
    review: 'Review order',
    confirmTitle: 'Are these details correct?',
    placeOrder: 'Place Order',
    promoAdd: 'Add a promo code or reward',
    yourOrder: 'Your order',
  },
  es: {
    pickup: 'Recoger',
    delivery: 'A domicilio',
    address: 'Dirección',
    city: 'Ciudad',
    zip: 'Código postal',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    cardNumber: 'Número de tarjeta',
    cardExpiry: 'Vencimiento (MM/AA)',
    cardCvv: 'Código de seguridad (CVV)',
    cardZip: 'Código postal de facturación',
    totals: 'Total del pedido',
    roundUp: /^Redondear mi pedido para la Fundación/,
    review: 'Revisar pedido',
    confirmTitle: '¿Son correctos estos datos?',
    placeOrder: 'Realizar pedido',
    promoAdd: 'Agregar un código o una recompensa',
    yourOrder: 'Tu pedido',
  },
} as const;

export function confirmationDialog(page: Page, language: CheckoutLanguage = 'en-US'): Locator {
  return page.getByRole('dialog', { name: CHECKOUT_WORDS[language].confirmTitle });
}

export async function fillContact(area: Locator, language: CheckoutLanguage = 'en-US') {
  const words = CHECKOUT_WORDS[language];
  await area.getByLabel(words.firstName).fill('Ada');
  await area.getByLabel(words.lastName).fill('Lovelace');
  await area.getByLabel(words.email).fill('ada@example.com');
  await area.getByLabel(words.phone).fill('9195550123');
  await expect(area.getByLabel(words.phone)).toHaveValue('919-555-0123');
}

/**
 * The test card's number in any grouping (spaces, dashes or none). A bare '4111' would also
 * match inside a random device id.
 */
export const TEST_CARD_NUMBER = /4111[\s-]?1111[\s-]?1111[\s-]?1111/;

export async function fillCard(
  area: Locator,
  number: string,
  language: CheckoutLanguage = 'en-US',
) {
  const words = CHECKOUT_WORDS[language];
  await area.getByLabel(words.cardNumber).fill(number);
  await area.getByLabel(words.cardExpiry).fill('1230');
  await area.getByLabel(words.cardCvv).fill('123');
  await area.getByLabel(words.cardZip).fill('27601');
}

/** What the dialog shows, by its summary rows. */
export async function dialogSummary(dialog: Locator) {
  const row = (name: string) => dialog.locator(`[data-summary="${name}"]`).innerText();
  return {
    handoff: await row('handoff'),
    address: await row('address'),
    time: await row('time'),
    total: await row('total'),
  };
}

const EASTERN = 'America/New_York';

/**
 * A day and time as the confirmation and its e-mail write a promised time: in the restaurant's
 * zone (Eastern for the NC stores), with the zone's short name.
 */
export function easternDayTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: EASTERN,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** When an order will be ready: the time of day when that is today there, else with the day. */
export function easternWhen(iso: string): string {
  const day = (date: Date) => date.toLocaleDateString('en-US', { timeZone: EASTERN });
  if (day(new Date(iso)) !== day(new Date())) return easternDayTime(iso);
  return new Date(iso).toLocaleTimeString('en-US', {
    timeZone: EASTERN,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * The lines of the confirmation e-mail of the placed order `number`, as the sandbox sent it to
 * `email` (read on the sandbox's port: a test hook), spaces plain.
 */
export async function orderMail(
  request: APIRequestContext,
  email: string,
  number: string,
): Promise<string[]> {
  let body: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${SANDBOX_API}/_sandbox/mailbox`, { params: { email } });
      const { messages } = (await answer.json()) as {
        messages: Array<{ kind: string; body: string }>;
      };
      body = messages.find(
        (message) =>
          message.kind === 'order_confirmation' &&
          message.body.split('\n')[0]?.includes(` ${number}.`),
      )?.body;
      return body !== undefined;
    })
    .toBe(true);
  return (body as string).replace(/[\u00a0\u202f]/g, ' ').split('\n');
}

/**
 * Reads what the confirmation dialog shows, places the order from it, and reads the placed
 * order back from the sandbox.
 */
export async function placeFromDialog(
  page: Page,
  base: string,
  member?: Member,
  language: CheckoutLanguage = 'en-US',
) {
  const dialog = confirmationDialog(page, language);
  await expect(dialog).toBeVisible();
  const shown = await dialogSummary(dialog);
  await dialog.getByRole('button', { name: CHECKOUT_WORDS[language].placeOrder }).click();
  await expect(page).toHaveURL(/\/confirm\?id=/);
  const id = new URL(page.url()).searchParams.get('id') as string;
  return { shown, id, placed: await sandboxOrder(page, base, id, member) };
}
