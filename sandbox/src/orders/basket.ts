import { randomUUID } from 'node:crypto';
import { orderability, type ChosenTime, type Product, type Upsell } from '@qsr/shared-contracts';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import type { Channel } from '../time/lead';
import { isDelivery } from '../time/lead';
import { checkChoices, type ChoiceRequest } from './choices';
import type { OrderCore, OrderDeps, SandboxOrder } from './core';
import { pointOf } from './handoff';
import { chosenTime, refuseUnorderable } from './orderable';
import { parseAddress, type LineChoiceRow, type NewLine, type OrderRow } from './store';

export const MAX_LINES = 50;

export interface AddItem {
  id: number;
  quantity: number;
  choices: ChoiceRequest[];
  isupsell?: boolean;
  instructions?: string;
}

export interface UpdateItem {
  id: number;
  quantity: number;
  choices?: ChoiceRequest[];
  instructions?: string | null;
}

/** A product of the menu, or [the item is not on the menu]. */
function productOn(menus: OrderDeps['menus'], menuId: number, productId: number): Product {
  const product = menus.findProduct(menuId, productId);
  if (!product) throw errors.itemNotOnMenu();
  return product;
}

/**
 * A line as the box would take it: a product of the box's menu, orderable for its time, with
 * choices its options allow; refused otherwise.
 */
export function checkedLine(
  menus: OrderDeps['menus'],
  menuId: number,
  item: AddItem,
  chosen: ChosenTime,
): NewLine {
  const product = productOn(menus, menuId, item.id);
  refuseUnorderable([product], chosen);
  return {
    productId: product.id,
    quantity: item.quantity,
    instructions: item.instructions?.trim() || null,
    isupsell: item.isupsell,
    choices: checkChoices(product, item.choices),
  };
}

/** The choices another menu's product still offers, matched by option and choice name. */
function sameChoicesOn(product: Product, wanted: readonly LineChoiceRow[]): ChoiceRequest[] {
  const mapped: ChoiceRequest[] = [];
  for (const choice of wanted) {
    const option = product.options?.find((o) => o.name === choice.option_name);
    const match = option?.choices.find((c) => c.name === choice.name);
    if (match) mapped.push({ id: match.id, quantity: choice.quantity });
  }
  return mapped;
}

/** A new box at a restaurant's menu, and the lines one box can copy to another. */
function boxMaker(ctx: Ctx, deps: OrderDeps) {
  const { store, menus, locations } = deps;
  const menuChannel = ctx.db.prepare<[number], { channel: Channel }>(
    'SELECT channel FROM menus WHERE id = ?',
  );
  const productBySku = ctx.db.prepare<[number, string], { id: number }>(
    'SELECT id FROM products WHERE menu_id = ? AND sku = ?',
  );

  function newOrder(menuId: number, caller?: number): OrderRow {
    const location = locations.findByMenuId(menuId);
    const channel = menuChannel.get(menuId)?.channel;
    if (!channel) throw errors.menuNotFound();
    if (!location) throw errors.chooseRestaurant();
    const id = randomUUID();
    store.insert({
      id,
      menu_id: menuId,
      location_id: location.id,
      channel,
      member_id: caller ?? null,
    });
    return store.get(id) as OrderRow;
  }

  /** Copies the lines another menu still sells (by SKU), with the choices it still offers. */
  function copyLines(from: OrderRow, to: OrderRow): void {
    const choices = store.choices(from.id);
    for (const line of store.lines(from.id)) {
      const target =
        from.menu_id === to.menu_id ? line.product_id : productBySku.get(to.menu_id, line.sku)?.id;
      if (target === undefined) continue;
      const product = menus.findProduct(to.menu_id, target);
      if (!product) continue;
      const mapped = sameChoicesOn(
        product,
        choices.filter((choice) => choice.line_id === line.id),
      );
      try {
        checkChoices(product, mapped);
      } catch {
        continue;
      }
      store.addLine(to.id, {
        productId: target,
        quantity: line.quantity,
        instructions: line.instructions,
        choices: mapped,
        // A group's box moved keeps each guest's part theirs.
        ...(line.guest_id === null ? {} : { guestId: line.guest_id }),
      });
    }
  }

  return { newOrder, copyLines };
}

/** The box's lines: products added, changed, taken out. */
function lineChanges(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const { store, menus } = deps;
  const { restaurant, mutate } = core;
  return {
    addProducts(id: string, caller: number | undefined, items: readonly AddItem[]) {
      return mutate(id, caller, (row) => {
        if (store.lines(row.id).length + items.length > MAX_LINES) throw errors.orderFull();
        const chosen = chosenTime(row, restaurant(row).location, ctx.now());
        for (const item of items)
          store.addLine(row.id, checkedLine(menus, row.menu_id, item, chosen));
      });
    },

    updateProducts(id: string, caller: number | undefined, items: readonly UpdateItem[]) {
      return mutate(id, caller, (row) => {
        const lines = new Map(store.lines(row.id).map((line) => [line.id, line]));
        const choices = store.choices(row.id);
        for (const item of items) {
          const line = lines.get(item.id);
          if (!line) throw errors.lineNotFound();
          if (item.quantity === 0) {
            store.deleteLine(line.id);
            continue;
          }
          const product = productOn(menus, row.menu_id, line.product_id);
          const chosen =
            item.choices ??
            choices
              .filter((choice) => choice.line_id === line.id)
              .map((choice) => ({ id: choice.choice_id, quantity: choice.quantity }));
          store.updateLine(line.id, {
            quantity: item.quantity,
            choices: checkChoices(product, chosen),
            instructions:
              item.instructions === undefined ? undefined : item.instructions?.trim() || null,
          });
        }
      });
    },

    removeProduct(id: string, caller: number | undefined, lineId: number) {
      return mutate(id, caller, (row) => {
        const line = store.lines(row.id).find((candidate) => candidate.id === lineId);
        if (!line) throw errors.lineNotFound();
        store.deleteLine(line.id);
      });
    },
  };
}

/**
 * Moving the box to another restaurant: the lines its menu still sells, the handoff, address
 * and promo code where they still fit there.
 */
function boxTransfer(
  ctx: Ctx,
  deps: OrderDeps,
  core: OrderCore,
  maker: ReturnType<typeof boxMaker>,
) {
  const { store, zones, coupons } = deps;
  const { db } = ctx;
  const { tx, restaurant, serialize, changeable } = core;
  const { newOrder, copyLines } = maker;
  return function transfer(id: string, caller: number | undefined, menuId: number) {
    return tx(() => {
      const row = changeable(id, caller);
      const fresh = newOrder(menuId, row.member_id ?? caller);
      copyLines(row, fresh);
      const { terms } = restaurant(fresh);
      const address = parseAddress(row);
      const point = address ? pointOf(address) : undefined;
      const keepsDelivery = isDelivery(row.handoff) && point && zones.covers(terms, point);
      const keepsMode = !isDelivery(row.handoff) && terms.handoffs.includes(row.handoff);
      // The box keeps its id: the lines move over, the old restaurant's rows go.
      db.prepare('DELETE FROM order_lines WHERE order_id = ?').run(row.id);
      db.prepare('UPDATE order_lines SET order_id = ? WHERE order_id = ?').run(row.id, fresh.id);
      db.prepare('DELETE FROM order_rewards WHERE order_id = ?').run(row.id);
      const coupon = row.coupon_code ? coupons.find(row.coupon_code) : undefined;
      const keepsCoupon = coupon && (coupon.channel === null || coupon.channel === fresh.channel);
      if (!keepsCoupon) coupons.release(row.id);
      store.update(row.id, {
        menu_id: fresh.menu_id,
        location_id: fresh.location_id,
        channel: fresh.channel,
        handoff: keepsDelivery || keepsMode ? row.handoff : 'pickup',
        address: keepsDelivery ? row.address : null,
        time_mode: 'asap',
        time_wanted: null,
        coupon_code: keepsCoupon ? row.coupon_code : null,
      });
      db.prepare('DELETE FROM orders WHERE id = ?').run(fresh.id);
      return serialize(store.get(row.id) as OrderRow, caller);
    });
  };
}

/** What else the box could take: sides, drinks, desserts it does not hold yet. */
function upsellsOf(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const { store, menus } = deps;
  const { restaurant, visible } = core;
  return {
    upsells(id: string, caller?: number): Upsell[] {
      const row = visible(id, caller);
      const inOrder = new Set(store.lines(row.id).map((line) => line.product_id));
      const menu = menus.findMenu(row.menu_id);
      if (!menu) return [];
      // Only what the box could take for its time (the rule the add applies).
      const chosen = chosenTime(row, restaurant(row).location, ctx.now());
      return menu.categories
        .filter((category) => /sides|drinks|desserts/i.test(category.name))
        .flatMap((category) => category.products)
        .filter((product) => orderability(product, chosen).orderable && !inOrder.has(product.id))
        .slice(0, 4)
        .map((product) => ({ id: product.id, name: product.name, cost: product.cost }));
    },

    upsellProduct(id: string, caller: number | undefined, productId: number): Product {
      const row = visible(id, caller);
      const product = menus.findProduct(row.menu_id, productId);
      if (!product) throw errors.productNotFound();
      return product;
    },
  };
}

/** The box: made at a restaurant's menu, its lines, moved to another restaurant, upsells. */
export function createBasket(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const { store, coupons } = deps;
  const { tx, serialize, visible } = core;
  const maker = boxMaker(ctx, deps);
  const { newOrder, copyLines } = maker;

  const methods = {
    create(menuId: number, caller?: number): SandboxOrder {
      return tx(() => serialize(newOrder(menuId, caller), caller));
    },

    get(id: string, caller?: number): SandboxOrder {
      return serialize(visible(id, caller), caller);
    },

    ...lineChanges(ctx, deps, core),

    abandon(id: string, caller?: number): void {
      tx(() => {
        const row = visible(id, caller);
        if (row.state !== 'open') return;
        store.update(row.id, { state: 'abandoned' });
        coupons.release(row.id);
      });
    },

    transfer: boxTransfer(ctx, deps, core, maker),
    ...upsellsOf(ctx, deps, core),
  };
  return { methods, newOrder, copyLines };
}
