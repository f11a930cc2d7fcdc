import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import { createApp } from '../app';
import type { SandboxOptions } from '../context';
import { openDatabase, type Db } from '../db/database';
import { seed } from '../db/seed';

/** The bot-check test token the sandbox accepts. */
export const CAPTCHA = 'sandbox-captcha-ok';
export const V1 = '/ordering/v1';

/** A guest's contact details, as a submit carries them. */
export const GUEST_CONTACT = {
  first_name: 'Pat',
  last_name: 'Guest',
  email: 'pat@example.com',
  phone: '9195550123',
};
/** A product without options on the menu of Raleigh – Glenwood Ave (101): menu 100101. */
export const RALEIGH_MENU = 100101;
export const RALEIGH_PLAIN_PRODUCT = 100101001;

/** A clock tests move by hand. Starts on a Wednesday at noon in New York (restaurants open). */
export interface TestClock {
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

export const WEDNESDAY_NOON_EDT = Date.UTC(2025, 5, 4, 16, 0);

export function testClock(start = WEDNESDAY_NOON_EDT): TestClock {
  let now = start;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** A seeded in-memory sandbox for tests (seeded at the options' clock when it has one). */
export function seededApp(options: Partial<SandboxOptions> = {}): { app: Express; db: Db } {
  const db = openDatabase(':memory:');
  seed(db, options.now ? options.now() : Date.now());
  return { app: createApp(db, options), db };
}

/** Parses with the schema and fails the test with zod's explanation when it does not match. */
export function expectShape<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`response does not match the contract:\n${result.error.message}`);
  }
  return result.data;
}

export interface Tokens {
  access: string;
  ordering: string;
  id: number;
}

/** Signs a member in and answers their tokens. */
export async function signIn(app: Express, email: string, password: string): Promise<Tokens> {
  const res = await request(app)
    .post(`${V1}/members/signin`)
    .send({ email, password, captcha: CAPTCHA })
    .expect(200);
  const tokens = res.body.data.tokens as Record<string, string | number>;
  return {
    access: tokens['access.token'] as string,
    ordering: tokens['ordering.access.token'] as string,
    id: tokens.id as number,
  };
}

/**
 * Places open order `id` as a guest paying its total with the approved test card, in
 * `language` (its e-mail's): validated, tokenized, submitted.
 */
export async function placeOrder(
  app: Express,
  id: string,
  { email = GUEST_CONTACT.email, language = 'en-US' } = {},
): Promise<void> {
  const api = (path: string) =>
    request(app).post(`${V1}/orders/${id}${path}`).set('accept-language', language);
  const { totals } = (await api('/validate').expect(200)).body as { totals: { total: number } };
  const { token } = (
    await api('/token')
      .send({ number: '4111111111111111', expiry: '12/30', cvv: '123' })
      .expect(200)
  ).body as { token: string };
  await api('/submit')
    .send({
      usertype: 'guest',
      user: { ...GUEST_CONTACT, email },
      payments: [{ type: 'creditcard', amount: totals.total, token }],
    })
    .expect(200);
}
