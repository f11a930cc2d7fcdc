import type { FavouriteOrder } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { DEFAULT_TIME_ZONE, type OrderCore, type OrderDeps, type SandboxOrder } from './core';
import type { OrderRow } from './store';

interface Needs {
  newOrder(menuId: number, caller?: number): OrderRow;
  copyLines(from: OrderRow, to: OrderRow): void;
}

/** A member's favourite orders, read in order from `favourite_orders_member`. */
export const FAVOURITES =
  'SELECT id, description FROM favourite_orders WHERE member_id = ? ORDER BY created_at, id';

/** A member's past orders: recent ones, favourites, and a new box made from either. */
export function createHistory(ctx: Ctx, deps: OrderDeps, core: OrderCore, needs: Needs) {
  const { store } = deps;
  const { db } = ctx;
  const { tx, serialize, memberOrder, restaurant } = core;
  const { newOrder, copyLines } = needs;

  function reorder(orderId: string, memberId: number): SandboxOrder {
    return tx(() => {
      const source = memberOrder(orderId, memberId);
      const fresh = newOrder(source.menu_id, memberId);
      copyLines(source, fresh);
      return serialize(store.get(fresh.id) as OrderRow, memberId);
    });
  }

  function favourites(memberId: number): FavouriteOrder[] {
    return db.prepare<[number], { id: number; description: string }>(FAVOURITES).all(memberId);
  }

  return {
    /**
     * Numbers count per restaurant: each past order names its restaurant to tell them apart, and
     * its zone, in which the history reads the promised time.
     */
    recent(memberId: number): SandboxOrder[] {
      return store.placedBy(memberId).map((row) => {
        const { location } = restaurant(row);
        return {
          ...serialize(row, memberId),
          restaurant: location.name,
          restaurant_timezone: location.timezone ?? DEFAULT_TIME_ZONE,
        };
      });
    },

    reorder,
    favourites,

    addFavourite(memberId: number, orderId: string, description: string): FavouriteOrder[] {
      tx(() => {
        const row = memberOrder(orderId, memberId);
        if (row.state === 'open') throw errors.notPlacedYet();
        db.prepare(
          `INSERT INTO favourite_orders (member_id, order_id, description, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (member_id, order_id) DO UPDATE SET description = excluded.description`,
        ).run(memberId, row.id, description, ctx.now());
      });
      return favourites(memberId);
    },

    reorderFavourite(memberId: number, favouriteId: number): SandboxOrder {
      const favourite = db
        .prepare<[number, number], { order_id: string }>(
          'SELECT order_id FROM favourite_orders WHERE id = ? AND member_id = ?',
        )
        .get(favouriteId, memberId);
      if (!favourite) throw errors.favouriteNotFound();
      return reorder(favourite.order_id, memberId);
    },
  };
}
