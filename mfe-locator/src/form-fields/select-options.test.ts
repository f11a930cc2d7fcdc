import { LOCATION_OPTIONS_SHOWN, matchingOptions } from './select-options';

const options = Array.from({ length: 30 }, (_, i) => ({
  label: i % 2 ? `${i} Main St, Raleigh, NC` : `${i} Trade St, Charlotte, NC`,
}));

describe('§2.12 options shown in a select', () => {
  it('shows at most 20 options', () => {
    expect(matchingOptions(options, '', LOCATION_OPTIONS_SHOWN)).toHaveLength(20);
  });

  it('keeps the options holding every typed word, in any order and case', () => {
    expect(matchingOptions(options, 'raleigh MAIN', 3).map((o) => o.label)).toEqual([
      '1 Main St, Raleigh, NC',
      '3 Main St, Raleigh, NC',
      '5 Main St, Raleigh, NC',
    ]);
  });

  it('finds nothing for an unknown place', () => {
    expect(matchingOptions(options, 'Boston', 20)).toEqual([]);
  });
});
