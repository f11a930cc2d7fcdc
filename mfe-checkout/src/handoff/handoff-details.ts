import { isValidPhone, type HandoffDetails, type HandoffErrors } from '@qsr/shared-contracts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What checkout asks besides the §3 flags: the contact's names and e-mail, the curbside car. */
export interface CheckoutErrors extends HandoffErrors {
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
