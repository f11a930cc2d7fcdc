import type { AppState, Member } from '@qsr/shared-contracts';
import { aMember } from '@qsr/shared-contracts/src/testing/fixtures';
import { TEST_TOKENS } from '@qsr/shared-contracts/src/testing/signed-in';
import './strings';

export { renderPage } from '../../tooling/testing/render-page';

export const ADA: Member = aMember();

/** A signed-in member's state, with the request helper reading its tokens. */
export const signedIn = (): Partial<AppState> => ({ token: TEST_TOKENS, user: ADA });
