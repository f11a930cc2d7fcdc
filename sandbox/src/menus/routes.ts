import { Router } from 'express';
import { errors } from '../http/errors';
import { idParam } from '../http/query';
import type { MenuRepository } from './repository';

/** §7.2 menus: `GET menus/{menuId}`, `GET menus/{menuId}/products/{id}`. */
export function menusRouter(menus: MenuRepository): Router {
  const router = Router();

  router.get('/:menuId', (req, res) => {
    const menuId = idParam(req.params.menuId);
    const menu = menuId === undefined ? undefined : menus.findMenu(menuId);
    if (!menu) throw errors.menuNotFound();
    res.json(menu);
  });

  router.get('/:menuId/products/:productId', (req, res) => {
    const menuId = idParam(req.params.menuId);
    if (menuId === undefined || !menus.menuExists(menuId)) throw errors.menuNotFound();
    const productId = idParam(req.params.productId);
    const product = productId === undefined ? undefined : menus.findProduct(menuId, productId);
    if (!product) throw errors.productNotFound();
    res.json(product);
  });

  return router;
}
