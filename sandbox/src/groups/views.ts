import type { CartProduct } from '@qsr/shared-contracts';
import type { GroupState, GroupView, GuestPart, HostGroup } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { dollars } from '../http/body';
import { DEFAULT_TIME_ZONE, type OrderCore, type SandboxOrder } from '../orders/core';
import type { OrderRow } from '../orders/store';
import { isoInZone } from '../time/zoned';
import type { GroupRow, GroupStore, GuestRow } from './store';

/** What each guest's lines come to, in cents: the line totals the box answers (its receipt's). */
export function centsByGuest(products: readonly CartProduct[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of products) {
    if (!line.guest) continue;
    const cents = Math.round(line.cost.total * 100);
    totals.set(line.guest.id, (totals.get(line.guest.id) ?? 0) + cents);
  }
  return totals;
}

/** A group as each reader sees it: anyone with the link, the host, a guest. */
export function createGroupViews(ctx: Ctx, core: OrderCore, groups: GroupStore) {
  const { restaurant } = core;

  function stateOf(group: GroupRow, order: OrderRow): GroupState {
    // The host ended it, or dropped the box (a host who leaves).
    if (group.state === 'cancelled' || order.state === 'abandoned') return 'ended';
    return order.state !== 'open' || ctx.now() >= group.cutoff_at ? 'closed' : 'open';
  }

  function viewOf(
    group: GroupRow,
    order: OrderRow,
    { time, handoff }: SandboxOrder,
  ): Omit<GroupView, 'guests'> {
    const { location } = restaurant(order);
    const timeZone = location.timezone ?? DEFAULT_TIME_ZONE;
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

  /** `served`: the box as answered, when the caller has it already (pricing it is not free). */
  function publicView(group: GroupRow, order: OrderRow, served = core.serialize(order)): GroupView {
    return {
      ...viewOf(group, order, served),
      guests: groups.guests(group.token).map((g) => ({ name: g.name, done: g.done === 1 })),
    };
  }

  function hostView(group: GroupRow, order: OrderRow): HostGroup {
    const served = core.serialize(order);
    const subtotals = centsByGuest(served.products);
    return {
      ...viewOf(group, order, served),
      guests: groups.guests(group.token).map((g) => ({
        id: g.id,
        name: g.name,
        done: g.done === 1,
        subtotal: dollars(subtotals.get(g.id) ?? 0),
      })),
    };
  }

  function guestPart(group: GroupRow, order: OrderRow, guest: GuestRow): GuestPart {
    const served = core.serialize(order);
    const mine = served.products.filter((line) => line.guest?.id === guest.id);
    const subtotal = centsByGuest(mine).get(guest.id) ?? 0;
    return {
      group: publicView(group, order, served),
      guest: { id: guest.id, name: guest.name, done: guest.done === 1 },
      products: mine,
      subtotal: dollars(subtotal),
      remaining:
        group.spending_limit_cents === null
          ? null
          : dollars(Math.max(0, group.spending_limit_cents - subtotal)),
    };
  }

  return { stateOf, publicView, hostView, guestPart };
}

export type GroupViews = ReturnType<typeof createGroupViews>;
