/** §3 Location list: one restaurant as the content system lists it (values may be strings). */
export interface LocationListEntry {
  address: string;
  city: string;
  state: string;
  lat: number | string;
  lng: number | string;
}

/**
 * §3: the content system's restaurants as the store select's options, sorted by state, then
 * city. Each option's key is its whole address, so the submission reads well.
 */
export function toLocationOptions(entries: readonly LocationListEntry[]) {
  return entries
    .map((entry) => ({
      key: `${entry.address}, ${entry.city}, ${entry.state}`,
      value: entry.address,
      city: entry.city,
      state: entry.state,
      lat: Number(entry.lat),
      lng: Number(entry.lng),
    }))
    .sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city));
}
