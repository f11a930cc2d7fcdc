import { Router } from 'express';
import type { Db } from '../db/database';

/**
 * Ordering API v2, mounted at `/ordering/v2`. Empty for now: carts (`PUT carts/{id}/donations`,
 * §7.2) arrive with the ordering issue. Everything under it answers 404 until then.
 */
export function orderingV2(_db: Db): Router {
  return Router();
}
