import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FetchCall, aLocation, anOrder } from '@qsr/shared-contracts/testing';
import { strings } from '../strings';

/* What the checkout page's tests share: the ordering API of one box, and a customer filling in. */

export const ORDER = '/api/v1/orders/o1';
export const validated = { taxes: [], totals: anOrder().totals, billing: [] };
export const times = {
  earliest: '2026-11-23T12:15:00-05:00',
  times: ['2026-11-23T12:15:00-05:00', '2026-11-23T12:30:00-05:00'],
};
export const location = aLocation({
  timezone: 'America/New_York',
  handoffs: ['pickup', 'curbside'],
});

export type Answer = { status?: number; body?: unknown };

/** An answer, or one worked out from the call (a promise for an answer that comes later). */
type Answers = Answer | ((call: FetchCall) => Answer | Promise<Answer>);

/**
 * The sandbox's answers for one box, with a submit that answers `submit`; `other` answers
 * `METHOD path` calls, each with an answer or a function of the call.
 */
export function ordering(submit: (call: FetchCall) => Answer, other: Record<string, Answers> = {}) {
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    const special = other[`${call.method} ${path}`];
    if (special) return typeof special === 'function' ? special(call) : special;
    if (path === `${ORDER}/validate`) return { body: validated };
    if (path?.startsWith('/api/v1/menus/500/times')) return { body: times };
    if (path === `${ORDER}/token`) return { body: { token: 'tok_1' } };
    if (path === `${ORDER}/submit`) return submit(call);
    if (path === `${ORDER}/track`) return { status: 204 };
    return { status: 404, body: { message: `No route ${call.method} ${call.url}` } };
  });
}

/** Fills in a guest's details and a new card, the labels in the page's `language`. */
export async function fillIn(language: keyof typeof strings = 'en-US') {
  const words = strings[language];
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(words.firstName), 'Ada');
  await user.type(screen.getByLabelText(words.lastName), 'Lovelace');
  await user.type(screen.getByLabelText(words.email), 'ada@example.com');
  await user.type(screen.getByLabelText(words.phone), '9195550100');
  await user.type(screen.getByLabelText(words.cardNumber), '4111111111111111');
  await user.type(screen.getByLabelText(words.cardExpiry), '1230');
  await user.type(screen.getByLabelText(words.cardCvv), '123');
  await user.type(screen.getByLabelText(words.cardZip), '27601');
  return user;
}
