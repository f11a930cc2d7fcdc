import { randomBytes } from 'node:crypto';
import { groupNameOf } from '@qsr/shared-contracts/core';
import type { GroupView, GuestPart, HostGroup, JoinedGuest } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { checkedLine, MAX_LINES, type AddItem } from '../orders/basket';
import type { OrderCore, OrderDeps } from '../orders/core';
import { chosenTime } from '../orders/orderable';
import type { OrderRow } from '../orders/store';
import { createGroupStore, type GroupRow, type GroupStore, type GuestRow } from './store';
import { centsByGuest, createGroupViews, type GroupViews } from './views';

/** The bounds a host's settings keep to, and a name's length (host's or guest's). */
export const GROUP_BOUNDS = {
  cutoffMinMs: 5 * 60_000,
  cutoffMaxMs: 7 * 24 * 60 * 60_000,
  guestsMax: 50,
  spendingMinCents: 100,
  spendingMaxCents: 50_000,
} as const;

export interface GroupSettings {
  hostName: string;
  /** Epoch milliseconds. */
  cutoffAt: number;
  guestLimit: number | null;
  spendingLimitCents: number | null;
}

/** A link's secret: 144 random bits, URL-safe. */
const secret = (): string => randomBytes(18).toString('base64url');

/** A name as the contract keeps it (`groupNameOf`, as the page checks it); refused otherwise. */
function nameOf(raw: string): string {
  const name = groupNameOf(raw);
  if (name === null) throw errors.groupNameInvalid();
  return name;
}

/** Finding a group by its link, a guest by theirs, and marking a change. */
function groupAccess(deps: OrderDeps, groups: GroupStore, views: GroupViews) {
  const { store } = deps;
  const { stateOf } = views;
  /** A change of the group or a guest's part: the events' version moves, the box's too. */
  const touch = (order: OrderRow, token: string) => {
    groups.bump(token);
    store.update(order.id, {});
  };

  /** The group behind a link, and its box; a link to nothing is refused. */
  function linked(token: string): { group: GroupRow; order: OrderRow } {
    const group = groups.byToken(token);
    const order = group && store.get(group.order_id);
    if (!group || !order) throw errors.groupNotFound();
    return { group, order };
  }

  /** As `linked`, for a change: the group must still be open. */
  function open(token: string): { group: GroupRow; order: OrderRow } {
    const found = linked(token);
    const state = stateOf(found.group, found.order);
    if (state === 'ended') throw errors.groupEnded();
    if (state === 'closed') throw errors.groupClosed();
    return found;
  }

  /** A guest by the secret of their link; another guest's secret never reaches this group. */
  function guestOf(group: GroupRow, guestSecret: string): GuestRow {
    const guest = groups.guest(group.token, guestSecret);
    if (!guest) throw errors.groupNotFound();
    return guest;
  }

  return { linked, open, guestOf, touch };
}

function checkSettings(now: number, settings: GroupSettings): void {
  const { cutoffAt, guestLimit, spendingLimitCents } = settings;
  if (cutoffAt < now + GROUP_BOUNDS.cutoffMinMs || cutoffAt > now + GROUP_BOUNDS.cutoffMaxMs) {
    throw errors.groupCutoffInvalid();
  }
  if (
    (guestLimit !== null && (guestLimit < 1 || guestLimit > GROUP_BOUNDS.guestsMax)) ||
    (spendingLimitCents !== null &&
      (spendingLimitCents < GROUP_BOUNDS.spendingMinCents ||
        spendingLimitCents > GROUP_BOUNDS.spendingMaxCents))
  ) {
    throw errors.groupLimitsInvalid();
  }
}

type Access = ReturnType<typeof groupAccess>;

/** What the host does with the group on their box: start or change it, read it, end it. */
function hostActions(ctx: Ctx, deps: OrderDeps, core: OrderCore, parts: Parts) {
  const { store } = deps;
  const { tx, changeable, visible } = core;
  const { groups, views, access } = parts;
  const current = (orderId: string) =>
    views.hostView(groups.byOrder(orderId) as GroupRow, store.get(orderId) as OrderRow);
  return {
    /** Starts a group on the host's open box, or changes its settings (and reopens it). */
    start(orderId: string, caller: number | undefined, settings: GroupSettings): HostGroup {
      return tx(() => {
        const order = changeable(orderId, caller);
        const hostName = nameOf(settings.hostName);
        checkSettings(ctx.now(), settings);
        const row = {
          host_name: hostName,
          cutoff_at: settings.cutoffAt,
          guest_limit: settings.guestLimit,
          spending_limit_cents: settings.spendingLimitCents,
        };
        const existing = groups.byOrder(order.id);
        const token = existing?.token ?? secret();
        if (existing) groups.update(token, { ...row, state: 'open' });
        else groups.insert({ token, order_id: order.id, ...row });
        access.touch(order, token);
        return current(order.id);
      });
    },

    forHost(orderId: string, caller: number | undefined): HostGroup {
      const order = visible(orderId, caller);
      const group = groups.byOrder(order.id);
      if (!group) throw errors.groupNotFound();
      return views.hostView(group, order);
    },

    /** Guests can change nothing more; their lines stay in the box, for the host to keep or not. */
    end(orderId: string, caller: number | undefined): HostGroup {
      return tx(() => {
        const order = changeable(orderId, caller);
        const group = groups.byOrder(order.id);
        if (!group) throw errors.groupNotFound();
        groups.update(group.token, { state: 'cancelled' });
        access.touch(order, group.token);
        return current(order.id);
      });
    },
  };
}

/** What anyone with the link, and each guest with theirs, may do. */
function guestActions(ctx: Ctx, deps: OrderDeps, core: OrderCore, parts: Parts) {
  const { store, menus } = deps;
  const { tx, restaurant } = core;
  const { groups, views, access } = parts;
  const { linked, open, guestOf, touch } = access;
  /** A change of a guest's own part: made whole or not at all, the part answered. */
  const changePart = (token: string, guestSecret: string, change: Change) =>
    tx(() => {
      const { group, order } = open(token);
      const guest = guestOf(group, guestSecret);
      change(group, order, guest);
      touch(order, token);
      return views.guestPart(group, order, guestOf(group, guestSecret));
    });
  return {
    view(token: string): GroupView {
      const { group, order } = linked(token);
      return views.publicView(group, order);
    },

    join(token: string, rawName: string): JoinedGuest {
      return tx(() => {
        const { group, order } = open(token);
        const name = nameOf(rawName);
        if (group.guest_limit !== null && groups.guests(token).length >= group.guest_limit) {
          throw errors.groupFull();
        }
        const guestSecret = secret();
        const id = groups.addGuest(token, guestSecret, name);
        touch(order, token);
        return { guest: { id, name, secret: guestSecret } };
      });
    },

    /** A guest's own part; readable after the cutoff too. */
    part(token: string, guestSecret: string): GuestPart {
      const { group, order } = linked(token);
      return views.guestPart(group, order, guestOf(group, guestSecret));
    },

    /** Lines of the guest's own; a part over the host's spending limit is refused whole. */
    add: (token: string, guestSecret: string, items: readonly AddItem[]) =>
      changePart(token, guestSecret, (group, order, guest) => {
        if (store.lines(order.id).length + items.length > MAX_LINES) throw errors.orderFull();
        const chosen = chosenTime(order, restaurant(order).location, ctx.now());
        for (const item of items) {
          store.addLine(order.id, {
            ...checkedLine(menus, order.menu_id, item, chosen),
            guestId: guest.id,
          });
        }
        const limit = group.spending_limit_cents;
        const part = centsByGuest(core.serialize(order).products).get(guest.id) ?? 0;
        if (limit !== null && part > limit) {
          throw errors.overSpendingLimit(limit);
        }
        groups.setDone(guest.id, false);
      }),

    /** Takes out one of the guest's own lines (another's is not found). */
    remove: (token: string, guestSecret: string, lineId: number) =>
      changePart(token, guestSecret, (_group, order, guest) => {
        const line = store.lines(order.id).find((l) => l.id === lineId && l.guest_id === guest.id);
        if (!line) throw errors.lineNotFound();
        store.deleteLine(line.id);
        groups.setDone(guest.id, false);
      }),

    /** The part is done; a later change of it makes it not done again. */
    done: (token: string, guestSecret: string) =>
      changePart(token, guestSecret, (_group, _order, guest) => groups.setDone(guest.id, true)),

    /** What the group's events follow: its own changes, the box's last change, its state. */
    version(token: string): string {
      const { group, order } = linked(token);
      return `${group.version}.${order.updated_at}.${views.stateOf(group, order)}`;
    },
  };
}

type Change = (group: GroupRow, order: OrderRow, guest: GuestRow) => void;

interface Parts {
  groups: GroupStore;
  views: GroupViews;
  access: Access;
}

/**
 * Group orders: a host's open box shared by a link until a cutoff. Guests join by name, add
 * lines of their own to the box (marked as theirs) and say they are done; the host sees and
 * may remove every line (the box's own routes), and pays once for all.
 */
export function createGroups(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const groups = createGroupStore(ctx);
  const views = createGroupViews(ctx, core, groups);
  const parts = { groups, views, access: groupAccess(deps, groups, views) };
  return { ...hostActions(ctx, deps, core, parts), ...guestActions(ctx, deps, core, parts) };
}

export type GroupService = ReturnType<typeof createGroups>;
