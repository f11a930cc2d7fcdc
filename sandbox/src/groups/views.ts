import type { GroupState, GroupView, GuestPart, HostGroup } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { dollars } from '../http/body';
import { DEFAULT_TIME_ZONE, type OrderCore, type OrderDeps } from '../orders/core';
import type { OrderRow } from '../orders/store';
import { isoInZone } from '../time/zoned';
import type { GroupRow, GroupStore, GuestRow } from './store';

/** A group as each reader sees it: anyone with the link, the host, a guest. */
export function createGroupViews(ctx: Ctx, deps: OrderDeps, core: OrderCore, groups: GroupStore) {
  const { store } = deps;
  const { restaurant, price } = core;

  function stateOf(group: GroupRow, order: OrderRow): GroupState {
    // The host ended it, or dropped the box (a host who leaves).
    if (group.state === 'cancelled' || order.state === 'abandoned') return 'ended';
    return order.state !== 'open' || ctx.now() >= group.cutoff_at ? 'closed' : 'open';
  }

  /** What each guest's lines come to, in cents, as the box prices them. */
  function guestSubtotals(order: OrderRow): Map<number, number> {
    const lines = store.lines(order.id);
    const { lineTotals } = price(order, lines);
    const totals = new Map<number, number>();
    for (const line of lines) {
      if (line.guest_id === null) continue;
      totals.set(line.guest_id, (totals.get(line.guest_id) ?? 0) + (lineTotals.get(line.id) ?? 0));
    }
    return totals;
  }

  function viewOf(group: GroupRow, order: OrderRow): Omit<GroupView, 'guests'> {
    const { location } = restaurant(order);
    const timeZone = location.timezone ?? DEFAULT_TIME_ZONE;
    const { time, handoff } = core.serialize(order);
    return {
      token: group.token,
      host_name: group.host_name,
      restaurant: { id: location.id, name: location.name },
      menu_id: order.menu_id,
      handoff,
      time,
      cutoff: isoInZone(group.cutoff_at, timeZone),
      guest_limit: group.guest_limit,
      spending_limit:
        group.spending_limit_cents === null ? null : dollars(group.spending_limit_cents),
      state: stateOf(group, order),
    };
  }

  function publicView(group: GroupRow, order: OrderRow): GroupView {
    return {
      ...viewOf(group, order),
      guests: groups.guests(group.token).map((g) => ({ name: g.name, done: g.done === 1 })),
    };
  }

  function hostView(group: GroupRow, order: OrderRow): HostGroup {
    const subtotals = guestSubtotals(order);
    return {
      ...viewOf(group, order),
      guests: groups.guests(group.token).map((g) => ({
        id: g.id,
        name: g.name,
        done: g.done === 1,
        subtotal: dollars(subtotals.get(g.id) ?? 0),
      })),
    };
  }

  function guestPart(group: GroupRow, order: OrderRow, guest: GuestRow): GuestPart {
    const subtotal = guestSubtotals(order).get(guest.id) ?? 0;
    const mine = core.serialize(order).products.filter((line) => line.guest?.id === guest.id);
    return {
      group: publicView(group, order),
      guest: { id: guest.id, name: guest.name, done: guest.done === 1 },
      products: mine,
      subtotal: dollars(subtotal),
      remaining:
        group.spending_limit_cents === null
          ? null
          : dollars(Math.max(0, group.spending_limit_cents - subtotal)),
    };
  }

  return { stateOf, guestSubtotals, publicView, hostView, guestPart };
}

export type GroupViews = ReturnType<typeof createGroupViews>;
