import { Router } from 'express';
import { HERO_SUFFIX } from '../fixtures/ids';
import { errors } from '../http/errors';
import type { MenuRepository } from '../menus/repository';
import { productSvg } from './svg';

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** `GET images/{sku}.svg` (menu picture) and `GET images/{sku}-hero.svg` (wide picture). */
export function imagesRouter(menus: MenuRepository): Router {
  const router = Router();

  router.get('/:name.svg', (req, res) => {
    const name = req.params.name;
    const hero = name.endsWith(HERO_SUFFIX);
    const sku = hero ? name.slice(0, -HERO_SUFFIX.length) : name;
    const subject = menus.findImageSubject(sku);
    if (!subject) throw errors.notFound();
    res
      .type('image/svg+xml')
      .set('Cache-Control', IMAGE_CACHE_CONTROL)
      .send(productSvg(subject, hero ? 'hero' : 'menu'));
  });

  return router;
}
