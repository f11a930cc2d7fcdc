import { Router } from 'express';
import { z } from 'zod';
import { errors, fromZodError } from '../http/errors';
import { idParam, queryFlag, queryNumber, queryString } from '../http/query';
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
});

const LocationQuery = z.object({ byMenuId: queryFlag() });

/** §7.2 locations: `GET locations`, `GET locations/search`, `GET locations/{id}`. */
export function locationsRouter(locations: LocationRepository): Router {
  const router = Router();

  // The catering list: every restaurant.
  router.get('/', (_req, res) => {
    res.json(locations.list());
  });

  router.get('/search', (req, res) => {
    const parsed = SearchQuery.safeParse(req.query);
    if (!parsed.success) throw fromZodError(parsed.error);
    const { lat, lng, q } = parsed.data;
    const radius = parsed.data.radius ?? DEFAULT_RADIUS_MILES;
    const limit = parsed.data.limit ?? DEFAULT_LIMIT;
    const point = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    if (!point && !q) throw errors.searchNeedsPlace();
    res.json(
      locations.search({ point, radius, limit, place: q === undefined ? [] : parsePlace(q) }),
    );
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
