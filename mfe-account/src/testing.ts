import type { AppState, Member } from '@qsr/shared-contracts';
import { TEST_TOKENS } from '@qsr/shared-contracts/src/testing/signed-in';
import './strings';

export { renderPage } from '../../tooling/testing/render-page';

export const ADA: Member = {
  id: 42,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '9195550100',
  optin: true,
  optin_sms: false,
};

/** A signed-in member's state, with the request helper reading its tokens. */
export const signedIn = (): Partial<AppState> => ({ token: TEST_TOKENS, user: ADA });
