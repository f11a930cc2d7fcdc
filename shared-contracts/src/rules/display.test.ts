import { locationDisplayName } from './display';

describe('§5 display: location-name suffix after " - " dropped', () => {
  it('drops the suffix', () => {
    expect(locationDisplayName('Raleigh - Glenwood Ave')).toBe('Raleigh');
    expect(locationDisplayName('Cary - Kildaire - Drive-thru')).toBe('Cary');
  });
  it('keeps names without it (a dash alone is not a suffix)', () => {
    expect(locationDisplayName('Winston-Salem')).toBe('Winston-Salem');
  });
});
