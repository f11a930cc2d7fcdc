/** §3 Vehicle details for curbside. */
export interface Vehicle {
  make: string;
  model: string;
  color: string;
}

/** §3 Handoff details: who collects or receives the order, and where. */
export interface HandoffDetails {
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
  vehicle?: Vehicle;
}
