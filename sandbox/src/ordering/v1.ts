import { Router } from 'express';
import type { Db } from '../db/database';
import { imagesRouter } from '../images/routes';
import { locationsRouter } from '../locations/routes';
import { createLocationRepository } from '../locations/repository';
import { menusRouter } from '../menus/routes';
import { createMenuRepository } from '../menus/repository';

/**
 * Ordering API v1 (§7.1, §7.2), mounted at `/ordering/v1`. Members, orders and upsells come in
 * a later issue, each as its own feature folder with a router mounted here.
 */
export function orderingV1(db: Db): Router {
  const router = Router();
  const menus = createMenuRepository(db);
  router.use('/locations', locationsRouter(createLocationRepository(db)));
  router.use('/menus', menusRouter(menus));
  router.use('/images', imagesRouter(menus));
  return router;
}
