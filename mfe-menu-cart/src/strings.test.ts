import { spanishGaps } from '@qsr/shared-contracts/testing';
import { strings } from './strings';

describe('§4.11 the team’s strings in Spanish', () => {
  it('has every string in Spanish, with the same placeholders', () => {
    // optionNamed is the group's own name as a sentence, the same in both languages.
    expect(spanishGaps(strings, ['errorPrefix', 'optionNamed'])).toEqual([]);
  });
});
