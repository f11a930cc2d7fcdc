import { spanishGaps } from '@qsr/shared-contracts/testing';
import { groupStrings } from './group-strings';

describe('§4.11 the group pages’ strings in Spanish', () => {
  it('has every string in Spanish, with the same placeholders', () => {
    expect(spanishGaps(groupStrings, [])).toEqual([]);
  });
});
