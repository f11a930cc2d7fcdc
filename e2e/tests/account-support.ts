import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../support/ports';

/*
 * Setup for the account specs. The browser reaches the sandbox only through the site; the tests
 * read the sandbox's mailbox and set members up on the sandbox port directly, so that the BFF's
 * sign-in rate limit (10 a minute) is spent only where a test signs in through the page.
 */
export const SANDBOX_API = `http://127.0.0.1:${E2E.sandboxPort}/ordering/v1`;
export const CAPTCHA = 'sandbox-captcha-ok';
export const DEMO = { email: 'demo@example.com', password: 'Biscuits123!' };

export interface Session {
  status: string;
  data: { tokens: Record<string, unknown>; user: { first_name: string; email: string } };
}

interface Mail {
  kind: string;
  code?: string;
  token?: string;
  link?: string;
}

let count = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix: string): string {
  count += 1;
  return `${prefix}.${Date.now()}.${count}@example.com`;
}

/** The newest e-mail of a kind the sandbox sent to `email`. */
export async function latestMail(
  request: APIRequestContext,
  email: string,
  kind: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${SANDBOX_API}/_sandbox/mailbox`, { params: { email } });
      const { messages } = (await answer.json()) as { messages: Mail[] };
      found = messages.find((message) => message.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

/**
 * A one-time SSO code for `email`, as the identity provider would send it to the OAuth
 * callback (the sandbox's test hook): the fixed `sandbox-sso` codes never pass the BFF.
 */
export async function ssoCode(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${SANDBOX_API}/_sandbox/sso-codes`, { data: { email } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { code: string }).code;
}

/** A new, verified member with a known password, signed in on the sandbox. */
export async function newMember(
  request: APIRequestContext,
  firstName = 'Ada',
): Promise<{ email: string; password: string; session: Session }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'Gravy2468!';
  const created = await request.post(`${SANDBOX_API}/members/create`, {
    data: {
      first_name: firstName,
      last_name: 'Tester',
      email,
      phone: '9195550142',
      optin: false,
      optin_sms: false,
      password,
      captcha: CAPTCHA,
    },
  });
  expect(created.status()).toBe(202);
  const { code } = await latestMail(request, email, 'verification');
  const verified = await request.post(`${SANDBOX_API}/members/verify`, { data: { email, code } });
  expect(verified.ok()).toBe(true);
  return { email, password, session: (await verified.json()) as Session };
}

/**
 * The rewards member: a wallet (`FREEBISCUIT`, `WALLET3OFF`) and an offer (`WELCOME-BACK`) that
 * tests may use up, which they must not do with the demo member's.
 */
export const REWARDS = { email: 'rewards@example.com', password: 'Honey2468!' };

/** A seeded member, signed in on the sandbox. */
export async function memberSession(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<Session> {
  const answer = await request.post(`${SANDBOX_API}/members/signin`, {
    data: { ...credentials, captcha: CAPTCHA },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Session;
}

/** The demo member (history, favourites, wallet, offers), signed in on the sandbox. */
export function demoSession(request: APIRequestContext): Promise<Session> {
  return memberSession(request, DEMO);
}

/** Ends a session on the server, as if it expired (§6): the site still holds its tokens. */
export async function endSession(request: APIRequestContext, session: Session): Promise<void> {
  const ended = await request.delete(`${SANDBOX_API}/members/signout`, {
    headers: { authorization: `Bearer ${String(session.data.tokens['access.token'])}` },
  });
  expect(ended.status()).toBe(204);
}

/** §6: the member is on the sign-in page, told once that the session ended. */
export async function expectAskedToSignInAgain(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/account\/login\?expired=1$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  // Not each refused call's own words as well.
  await expect(page.getByText(/signed out/)).toHaveCount(0);
}

/** Puts a session where the site keeps it (§3 persistence), as a sign-in in this browser would. */
export async function signInBrowser(page: Page, session: Session, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await page.evaluate(({ tokens, user }) => {
    localStorage.setItem('qsr.token', JSON.stringify(tokens));
    localStorage.setItem('qsr.user', JSON.stringify(user));
  }, session.data);
}

/** The box as the site stored it (§3 persistence). */
export function storedBox(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('qsr.order');
    return raw
      ? (JSON.parse(raw) as {
          id: string;
          products: Array<{ name: string; product_id: number; quantity: number }>;
          totals: { subtotal: number };
        })
      : null;
  });
}

/** A member's call on the sandbox, with their ordering token; the answer must be a success. */
export function memberCall(request: APIRequestContext, session: Session) {
  const headers = { 'x-ordering-token': String(session.data.tokens['ordering.access.token']) };
  return async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const answer = await request.fetch(`${SANDBOX_API}/${path}`, { method, headers, data });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
}

/** A past order of the member, placed on the sandbox as the site would place it; its id. */
export async function placePastOrder(
  request: APIRequestContext,
  session: Session,
  menuId: number,
  items: Array<[sku: string, quantity: number]>,
): Promise<string> {
  const call = memberCall(request, session);
  const menu = await call<{ categories: Array<{ products: Array<{ id: number; sku: string }> }> }>(
    'GET',
    `menus/${menuId}`,
  );
  const idOf = (sku: string) =>
    menu.categories.flatMap((category) => category.products).find((p) => p.sku === sku)?.id;
  const box = await call<{ id: string }>('POST', 'orders/create', { menu_id: menuId });
  await call('POST', `orders/${box.id}/products`, {
    products: items.map(([sku, quantity]) => ({ id: idOf(sku), quantity, choices: [] })),
  });
  const { totals } = await call<{ totals: { total: number } }>('POST', `orders/${box.id}/validate`);
  const { token } = await call<{ token: string }>('POST', `orders/${box.id}/token`, {
    number: '4111111111111111',
    expiry: '12/30',
    cvv: '123',
  });
  await call('POST', `orders/${box.id}/submit`, {
    usertype: 'user',
    payments: [{ type: 'creditcard', amount: totals.total, token }],
  });
  return box.id;
}
