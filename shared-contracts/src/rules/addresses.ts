import type { MemberAddress } from '../types/member';

/** §5 what makes two addresses the same: address + building + city, ignoring case and spaces. */
export const addressKey = (address: Pick<MemberAddress, 'address' | 'building' | 'city'>) =>
  [address.address, address.building ?? '', address.city]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

/**
 * §5: addresses deduplicated by address + building + city (ignoring case and repeated or outer spaces),
 * defaults first; of two equal addresses the default one stays.
 */
export function dedupeAddresses<T extends MemberAddress>(addresses: readonly T[]): T[] {
  const defaultsFirst = [...addresses].sort((a, b) => Number(b.default) - Number(a.default));
  const seen = new Set<string>();
  return defaultsFirst.filter((address) => {
    const key = addressKey(address);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
