import { isValidPhone, type AppState } from '@qsr/shared-contracts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** §3 Handoff details: who collects or receives the order, and where (a guest's, in the state). */
export type HandoffDetails = NonNullable<AppState['guestUser']>;

/**
 * §3 the error flags of the handoff details (address, city, zip, phone), and what checkout asks
 * besides: the contact's names and e-mail, the curbside car.
 */
export interface CheckoutErrors {
  address: boolean;
  city: boolean;
  zip: boolean;
  phone: boolean;
  first_name: boolean;
  last_name: boolean;
  email: boolean;
  vehicle: boolean;
}

/**
 * §3 Handoff details error flags (address, city, zip, phone), plus the contact and the
 * curbside vehicle: the address fields count only for delivery, the vehicle only for curbside.
 */
export function handoffDetailsErrors(
  details: HandoffDetails,
  needs: { delivery: boolean; curbside: boolean },
): CheckoutErrors {
  const blank = (value: string | undefined) => !value?.trim();
  const vehicle = details.vehicle;
  return {
    first_name: blank(details.first_name),
    last_name: blank(details.last_name),
    email: !EMAIL.test(details.email.trim()),
    phone: !isValidPhone(details.phone),
    address: needs.delivery && blank(details.address),
    city: needs.delivery && blank(details.city),
    zip: needs.delivery && !/^\d{5}$/.test(details.zip),
    vehicle:
      needs.curbside &&
      (!vehicle || blank(vehicle.make) || blank(vehicle.model) || blank(vehicle.color)),
  };
}
