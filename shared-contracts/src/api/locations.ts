import type { Location } from '../types/location';
import { request } from './request';

export interface LocationSearch {
  lat?: number;
  lng?: number;
  /** Free text: an address, a city or a zip. */
  q?: string;
  radius?: number;
  limit?: number;
}

/** GET locations: the catering list (§7.2). */
export function getLocations(): Promise<Location[]> {
  return request<Location[]>('locations');
}

/** GET locations/search (§7.2); `findLocations({lat, lng})` in the internal client. */
export function findLocations(search: LocationSearch): Promise<Location[]> {
  return request<Location[]>('locations/search', { query: { ...search } });
}

/** GET locations/{id}, optionally by menu id (§7.2). */
export function getLocation(id: number, options: { byMenuId?: boolean } = {}): Promise<Location> {
  return request<Location>(`locations/${id}`, {
    query: options.byMenuId ? { byMenuId: true } : undefined,
  });
}
