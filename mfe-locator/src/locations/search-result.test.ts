import type { Location } from '@qsr/shared-contracts';
import { toLocationSearchResult } from './search-result';

describe('§4.13 location lists', () => {
  it('is the list, false for zero results, null for a failed call', () => {
    const list = [{ id: 1 } as Location];
    expect(toLocationSearchResult(list)).toBe(list);
    expect(toLocationSearchResult([])).toBe(false);
    expect(toLocationSearchResult(null)).toBeNull();
  });
});
