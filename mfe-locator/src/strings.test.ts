import { spanishGaps } from '@qsr/shared-contracts/testing';
import { strings } from './strings';

describe('§4.11 the team’s strings in Spanish', () => {
  it('has every string in Spanish, with the same placeholders', () => {
    // 'mi': the mile's abbreviation in both languages.
    expect(spanishGaps(strings, ['mapScale'])).toEqual([]);
  });
});
