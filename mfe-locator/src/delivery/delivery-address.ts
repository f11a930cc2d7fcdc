import { maskZip, type DeliveryAddress, type MemberAddress } from '@qsr/shared-contracts';

/** The address form as typed. */
export interface AddressDraft {
  address: string;
  building: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_DRAFT: AddressDraft = {
  address: '',
  building: '',
  city: '',
  state: '',
  zip: '',
};

export type AddressField = keyof AddressDraft;

/** Which fields stop the address from being checked (their message keys), in form order. */
export function draftErrors(draft: AddressDraft): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  if (!draft.address.trim()) errors.address = 'addressRequired';
  if (!draft.city.trim()) errors.city = 'cityRequired';
  // §5: the zip is five digits.
  if (maskZip(draft.zip).length !== 5) errors.zip = 'zipInvalid';
  return errors;
}

/** The typed address as the delivery calls take it (§7.2 locations/delivery, orders/{id}/address). */
export function fromDraft(draft: AddressDraft): DeliveryAddress {
  const building = draft.building.trim();
  const state = draft.state.trim();
  return {
    address: draft.address.trim(),
    ...(building ? { building } : {}),
    city: draft.city.trim(),
    ...(state ? { state } : {}),
    zip: maskZip(draft.zip),
  };
}

/** A member's saved address as the delivery calls take it (its map point saves a lookup). */
export function fromSaved(saved: MemberAddress): DeliveryAddress {
  const { address, building, city, state, zip, lat, lng } = saved;
  return {
    address,
    ...(building ? { building } : {}),
    city,
    state,
    zip,
    ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
  };
}

/** One line for a list: `123 Main St, Apt 4, Raleigh`. */
export function addressLine(address: DeliveryAddress): string {
  return [address.address, address.building, address.city].filter(Boolean).join(', ');
}
