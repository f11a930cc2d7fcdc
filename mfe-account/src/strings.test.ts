import { spanishGaps } from '@qsr/shared-contracts/testing';
import { strings } from './strings';

describe('§4.11 the team’s strings in Spanish', () => {
  it('has every string in Spanish, with the same placeholders', () => {
    expect(spanishGaps(strings)).toEqual([]);
  });
});
