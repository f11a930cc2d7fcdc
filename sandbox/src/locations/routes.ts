import { Router } from 'express';
import { z } from 'zod';
import { errors, fromZodError } from '../http/errors';
import { idParam, queryFlag, queryNumber, queryString } from '../http/query';
import { suggestAddresses } from './address-suggest';
import type { DeliveryZones } from './delivery';
import { geocode } from './geocode';
import { parsePlace } from './query';
import type { LocationRepository } from './repository';

export const DEFAULT_RADIUS_MILES = 100;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

const SearchQuery = z.object({
  lat: queryNumber(z.number().min(-90).max(90)),
  lng: queryNumber(z.number().min(-180).max(180)),
  q: queryString(200),
  radius: queryNumber(z.number().positive().max(5000)),
  limit: queryNumber(z.number().int().min(1).max(MAX_LIMIT)),
  catering: queryFlag(),
});

/**
 * `?catering=true`: only the restaurants that offer catering (the catering site's list).
 * `?limit=n`: only the first n (a locator's first screen needs 20, not a chain's 800).
 */
const ListQuery = z.object({
  catering: queryFlag(),
  limit: queryNumber(z.number().int().min(1)),
});

const LocationQuery = z.object({ byMenuId: queryFlag() });

/** §7.2 `POST locations/delivery` body: a delivery address (lat/lng skip the geocoder). */
export const DeliveryAddressBody = z.object({
  address: z.string().trim().min(1).max(200),
  building: z.string().trim().max(100).optional(),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(50).optional(),
  zip: z.string().trim().max(10).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

const DeliveryQuery = z.object({ catering: queryFlag() });

/** What an address may hold as it is typed: letters of any language, digits and its marks. */
const ADDRESS_TEXT = /^[\p{L}\p{M}\d .,#'\-/]{2,100}$/u;

const SuggestQuery = z.object({
  q: z.string().trim().regex(ADDRESS_TEXT),
  lat: queryNumber(z.number().min(-90).max(90)),
  lng: queryNumber(z.number().min(-180).max(180)),
  catering: queryFlag(),
});

/**
 * §7.2 locations: `GET locations`, `GET locations/search`, `POST locations/delivery`,
 * `GET locations/{id}`.
 */
export function locationsRouter(locations: LocationRepository, zones: DeliveryZones): Router {
  const router = Router();

  // §7.2 the list of restaurants by name; with `catering`, the catering list.
  router.get('/', (req, res) => {
    const parsed = ListQuery.safeParse(req.query);
    if (!parsed.success) throw fromZodError(parsed.error);
    res.json(locations.list(parsed.data));
  });

  router.get('/search', (req, res) => {
    const parsed = SearchQuery.safeParse(req.query);
    if (!parsed.success) throw fromZodError(parsed.error);
    const { lat, lng, q, catering } = parsed.data;
    const radius = parsed.data.radius ?? DEFAULT_RADIUS_MILES;
    const limit = parsed.data.limit ?? DEFAULT_LIMIT;
    const point = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    if (!point && !q) throw errors.searchNeedsPlace();
    res.json(
      locations.search({
        point,
        radius,
        limit,
        place: q === undefined ? [] : parsePlace(q),
        catering,
      }),
    );
  });

  // Who delivers to this address: `{ locations, id }`, nearest first; none outside every zone.
  router.post('/delivery', (req, res) => {
    const parsed = DeliveryAddressBody.safeParse(req.body ?? {});
    if (!parsed.success) throw fromZodError(parsed.error);
    const query = DeliveryQuery.safeParse(req.query);
    if (!query.success) throw fromZodError(query.error);
    const address = parsed.data;
    const point =
      address.lat !== undefined && address.lng !== undefined
        ? { lat: address.lat, lng: address.lng }
        : geocode(address);
    const covering = point ? zones.covering(point, { catering: query.data.catering }) : [];
    const found = covering.flatMap(({ id, distance }) => {
      const location = locations.findById(id);
      return location ? [{ ...location, distance }] : [];
    });
    res.json({ locations: found, id: found[0]?.id ?? null });
  });

  // Addresses as they are typed, each with who delivers there (the zone rule of /delivery).
  router.get('/delivery/suggest', (req, res) => {
    const parsed = SuggestQuery.safeParse(req.query);
    if (!parsed.success) {
      const aboutText = parsed.error.issues.some((issue) => issue.path[0] === 'q');
      throw aboutText ? errors.addressTextInvalid() : fromZodError(parsed.error);
    }
    const { q, lat, lng, catering } = parsed.data;
    const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    res.json(suggestAddresses(q, { near, catering }, { zones, locations }));
  });

  router.get('/:id', (req, res) => {
    const parsed = LocationQuery.safeParse(req.query);
    if (!parsed.success) throw fromZodError(parsed.error);
    const id = idParam(req.params.id);
    const location =
      id === undefined
        ? undefined
        : parsed.data.byMenuId
          ? locations.findByMenuId(id)
          : locations.findById(id);
    if (!location) throw errors.locationNotFound();
    res.json(location);
  });

  return router;
}
