import { spanishGaps } from '@qsr/shared-contracts/testing';
import { hostStrings } from './strings';

describe('§4.11 host strings', () => {
  it('has every English string in Spanish, with the same placeholders', () => {
    expect(Object.keys(hostStrings.es).sort()).toEqual(Object.keys(hostStrings['en-US']).sort());
    expect(spanishGaps(hostStrings, ['catering', 'cateringSite', 'appNavigation'])).toEqual([]);
  });
  it('keeps the §2.11 texts verbatim in English', () => {
    expect(hostStrings['en-US'].notFoundHeading).toBe('Whoops! You flew the coop.');
    expect(hostStrings['en-US'].notFoundText).toBe(
      "Sorry! This page went missing. Let's get you back to the Southern goodness.",
    );
    expect(hostStrings['en-US'].takeMeBackHome).toBe('Take Me Back Home');
  });
});
