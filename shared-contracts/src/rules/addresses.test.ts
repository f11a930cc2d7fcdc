import type { MemberAddress } from '../types/member';
import { addressKey, dedupeAddresses } from './addresses';

const address = (id: number, extra: Partial<MemberAddress> = {}): MemberAddress => ({
  id,
  address: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  default: false,
  ...extra,
});

describe('§5 addresses: deduplicated by address + building + city, defaults first', () => {
  it('keeps one of equal addresses (ignoring case and spaces), the default one', () => {
    const list = [address(1), address(2, { address: ' 1 MAIN ST', default: true }), address(3)];
    expect(dedupeAddresses(list).map((a) => a.id)).toEqual([2]);
  });
  it('ignores repeated spaces inside the address', () => {
    const list = [address(1, { address: '1 Main St' }), address(2, { address: '1  Main   St' })];
    expect(dedupeAddresses(list).map((a) => a.id)).toEqual([1]);
  });
  it('gives equal addresses one key, whatever their other fields', () => {
    expect(addressKey({ address: '1 Main  St ', city: 'RALEIGH' })).toBe(
      addressKey(address(9, { zip: '00000' })),
    );
  });
  it('tells apart buildings and cities', () => {
    const list = [
      address(1),
      address(2, { building: 'Apt 4' }),
      address(3, { city: 'Cary' }),
      address(4, { building: 'apt 4 ' }),
    ];
    expect(dedupeAddresses(list).map((a) => a.id)).toEqual([1, 2, 3]);
  });
  it('puts defaults first and keeps the order otherwise', () => {
    const list = [
      address(1, { address: 'A' }),
      address(2, { address: 'B', default: true }),
      address(3, { address: 'C' }),
    ];
    expect(dedupeAddresses(list).map((a) => a.id)).toEqual([2, 1, 3]);
  });
});
