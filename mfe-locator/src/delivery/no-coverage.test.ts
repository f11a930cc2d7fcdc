import { locationsPath } from '@qsr/shared-contracts';
import { isNoCoverage } from './no-coverage';

describe('§4.8 no restaurant delivers to the address', () => {
  it('is delivery Continue leading back to the delivery search', () => {
    expect(isNoCoverage('/locations?mode=delivery')).toBe(true);
    expect(isNoCoverage(locationsPath('pickup'))).toBe(false);
    expect(isNoCoverage('/order')).toBe(false);
    expect(isNoCoverage(null)).toBe(false);
  });
});
