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
