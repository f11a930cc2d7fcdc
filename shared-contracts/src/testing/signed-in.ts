import { setRequestHooks } from '../api/request-hooks';
import type { TokenSet } from '../types/member';

export const TEST_TOKENS: TokenSet = {
  'access.token': 'access-token',
  'ordering.access.token': 'ordering-token',
  id: 42,
  provider: 'ordering',
  expires: '2999-01-01T00:00:00Z',
};

/** The request helper as a signed-in member's browser has it. */
export function signedInHooks(): void {
  setRequestHooks({ tokens: () => TEST_TOKENS });
}
