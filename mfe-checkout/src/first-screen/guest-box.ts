import { COOKIES, type FirstScreenPage } from '@qsr/shared-contracts';

/** Order ids as the ordering API makes them; anything else in the cookie is not one. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A guest's box as the server can know it: the cookie the host keeps in step with the box
 * while no member is signed in (a member's box is read only with the member's token, which
 * the server never sees).
 */
export function requestGuestBox(cookies: FirstScreenPage['cookies']): string | undefined {
  const id = cookies[COOKIES.guestBox];
  return id !== undefined && ORDER_ID.test(id) ? id : undefined;
}
