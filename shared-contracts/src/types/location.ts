/** Opening hours of one weekday, local to the restaurant (`HH:mm`, 24 h). */
export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  open: string;
  close: string;
}

/** A restaurant (§3 Location). `expires` is set when stored (one day ahead). */
export interface Location {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  menu_id: number;
  phone?: string;
  timezone?: string;
  hours?: OpeningHours[];
  /** Distance in miles from the searched point, when the call had one. */
  distance?: number;
  /** Handoff modes the restaurant offers. */
  handoffs?: Array<'pickup' | 'curbside' | 'delivery'>;
  /** When stored: epoch ms one day ahead (§3, §9). */
  expires?: number;
  /** The restaurant's catering menu, when it offers catering. */
  catering_menu_id?: number;
}

/** `POST locations/delivery` answer: the restaurants that deliver to the address, and the id to use. */
export interface DeliveryLocations {
  locations: Location[];
  /** The location that covers the address; null when none does. */
  id: number | null;
}
