/** §3 Location list: one restaurant as the content system lists it (values may be strings). */
export interface LocationListEntry {
  id: number | string;
  address: string;
  city: string;
  state: string;
  lat: number | string;
  lng: number | string;
}

/** §3: a location list entry mapped for the location fields (§2.12 multiselect). */
export interface LocationOption {
  key: string;
  /** The address. */
  value: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}
