import type { AppState, Member } from '@qsr/shared-contracts';
import { aMember, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import './strings';

export { renderPage } from '../../tooling/testing/render-page';

export const ADA: Member = aMember();

/** A signed-in member's state, with the request helper reading its tokens. */
export const signedIn = (): Partial<AppState> => ({ token: TEST_TOKENS, user: ADA });
