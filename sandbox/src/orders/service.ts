import { randomUUID } from 'node:crypto';
import type {
  BillingAccount,
  CartProduct,
  CustomField,
  DeliveryAddress,
  FavouriteOrder,
  Order,
  OrderStatus,
  OrderStatusValue,
  Product,
  RewardEntry,
  Upsell,
  ValidateResult,
} from '@qsr/shared-contracts';
import { formatMoney } from '@qsr/shared-contracts';
import type { Ctx } from '../context';
import type { CouponStore } from '../coupons/store';
import { dollars } from '../http/body';
import { ApiError, errors } from '../http/errors';
import type { DeliveryZones, LocationTerms } from '../locations/delivery';
import { geocode } from '../locations/geocode';
import type { LocationRepository, SandboxLocation } from '../locations/repository';
import type { Mailbox } from '../mailbox/mailbox';
import { toOfferEntry, type MemberStore, type OfferRow } from '../members/store';
import type { MenuRepository } from '../menus/repository';
import { isSlot } from '../time/hours';
import { earliestFor, isDelivery, type Channel, type HandoffMode } from '../time/lead';
import { createdStamp, isoInZone } from '../time/zoned';
import { checkCard, type CardInput } from './cards';
import { createMemberRewards } from './member-rewards';
import { priceOrder, type Priced } from './pricing';
import { kitchenStart, promisedTime } from './promise';
import { statusOf } from './status';
import { parseAddress, type NewLine, type OrderRow, type OrderStore } from './store';
import { createSubmitKeys } from './submit-keys';

/** The order as the sandbox serves it: the §3 Order plus the restaurant, the status and custom fields. */
export type SandboxOrder = Order & {
  location_id: number;
  status: 'open' | OrderStatusValue;
  custom_fields: CustomField[];
};

export const MAX_LINES = 50;
/** How far ahead an order may be scheduled. */
const SCHEDULE_DAYS = 14;
/** Card tokens of `orders/{id}/token` live 15 minutes. */
const TOKEN_TTL_MS = 15 * 60_000;
/** The round-up program of §4.12 (`PUT carts/{id}/donations` id). */
export const DONATION_PROGRAMS: Record<number, string> = { 1: 'Foundation round-up' };
export const CATERING_DELIVERY_MINIMUM_CENTS = 15_000;

/** A submit refused after a change it must keep (a card's token used, a spent reward off). */
const SUBMIT_FAILURES = {
  decline: errors.cardDeclined,
  invalid: errors.cardInvalid,
  reward: errors.rewardTakenOff,
};

export interface ChoiceRequest {
  id: number;
  quantity: number;
}

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

export interface SubmitPaymentRequest {
  type: string;
  amount: number;
  account_id?: number;
  token?: string;
  card?: CardInput;
}

export interface SubmitRequest {
  usertype: 'user' | 'guest';
  user?: { first_name: string; last_name: string; email: string; phone: string };
  payments: SubmitPaymentRequest[];
}

interface Snapshot {
  priced: Omit<Priced, 'lineTotals'> & { lineTotals: Array<[number, number]> };
}

interface Deps {
  store: OrderStore;
  menus: MenuRepository;
  locations: LocationRepository;
  zones: DeliveryZones;
  coupons: CouponStore;
  members: MemberStore;
  mailbox: Mailbox;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** How often, and how long, a retry waits for the answer of the same key's submit in progress. */
const KEY_WAIT_STEP_MS = 25;
const KEY_WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone as 10 digits (a leading 1 or +1 stripped, §3), or undefined. */
export function normalisePhone(raw: string): string | undefined {
  const digits = raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

/** The rule of an option group the choices break (§3 min, max), or null. */
function choiceRuleBroken(name: string, min: number, max: number, count: number) {
  if (count >= min && count <= max) return null;
  if (min === max) return errors.chooseExactly(name, min);
  if (count > max) return errors.chooseNoMoreThan(name, max);
  return errors.chooseAtLeast(name, min);
}

/** Checks chosen options against the product's option groups (§3 min, max, most of one choice). */
export function checkChoices(product: Product, choices: readonly ChoiceRequest[]): ChoiceRequest[] {
  const options = product.options ?? [];
  const owner = new Map<number, { optionId: number; max: number; name: string }>();
  for (const option of options) {
    for (const choice of option.choices) {
      owner.set(choice.id, {
        optionId: option.id,
        max: option.maxPerChoice ?? 1,
        name: choice.name,
      });
    }
  }
  const counts = new Map<number, number>();
  const seen = new Set<number>();
  for (const choice of choices) {
    const found = owner.get(choice.id);
    if (!found) throw errors.choiceNotOnMenu();
    if (seen.has(choice.id)) throw errors.chosenTwice(found.name);
    seen.add(choice.id);
    if (choice.quantity > found.max) {
      throw errors.tooManyOfChoice(found.name, found.max);
    }
    counts.set(found.optionId, (counts.get(found.optionId) ?? 0) + choice.quantity);
  }
  for (const option of options) {
    const broken = choiceRuleBroken(
      option.name,
      option.min,
      option.max,
      counts.get(option.id) ?? 0,
    );
    if (broken) throw broken;
  }
  return choices.map(({ id, quantity }) => ({ id, quantity }));
}

export function createOrderService(ctx: Ctx, deps: Deps) {
  const { store, menus, locations, zones, coupons, members, mailbox } = deps;
  const { db } = ctx;
  const tx = <T>(fn: () => T): T => db.transaction(fn).immediate();
  const memberRewards = createMemberRewards(ctx, { store, coupons });
  const keys = createSubmitKeys(ctx);

  const menuChannel = db.prepare<[number], { channel: Channel }>(
    'SELECT channel FROM menus WHERE id = ?',
  );
  const productBySku = db.prepare<[number, string], { id: number }>(
    'SELECT id FROM products WHERE menu_id = ? AND sku = ?',
  );

  function restaurant(row: Pick<OrderRow, 'location_id'>): {
    location: SandboxLocation;
    terms: LocationTerms;
  } {
    const location = locations.findById(row.location_id);
    const terms = zones.terms(row.location_id);
    if (!location || !terms) throw errors.locationNotFound();
    return { location, terms };
  }

  function rewardsOf(row: OrderRow): OfferRow[] {
    if (row.member_id === null) return [];
    return store
      .rewardIds(row.id)
      .map((id) => members.offer(row.member_id as number, id))
      .filter((offer): offer is OfferRow => offer !== undefined);
  }

  function price(row: OrderRow, lines = store.lines(row.id), choices = store.choices(row.id)) {
    if (row.state !== 'open' && row.totals) {
      const { priced } = JSON.parse(row.totals) as Snapshot;
      return { ...priced, lineTotals: new Map(priced.lineTotals) };
    }
    const { terms } = restaurant(row);
    const coupon = row.coupon_code ? coupons.find(row.coupon_code) : undefined;
    return priceOrder({
      lines,
      choices,
      channel: row.channel,
      handoff: row.handoff,
      taxRate: terms.taxRate,
      deliveryFeeCents: terms.deliveryFeeCents,
      coupon: coupon && coupons.isLive(coupon) ? coupon : undefined,
      rewards: rewardsOf(row),
      tipCents: row.tip_cents,
      donationCents: row.donation_cents,
    });
  }

  function billingFor(memberId: number | null | undefined): Order['billing'] {
    const accounts: BillingAccount[] =
      memberId === null || memberId === undefined
        ? []
        : members.payments(memberId).map((payment) => ({
            id: payment.account.id,
            ...(payment.card_type ? { card_type: payment.card_type } : {}),
            ...(payment.last4 ? { last4: payment.last4 } : {}),
            ...(payment.expiry ? { expiry: payment.expiry } : {}),
          }));
    return [{ type: 'creditcard', accounts }];
  }

  function totalsOf(priced: Priced): Order['totals'] {
    return {
      subtotal: dollars(priced.subtotal),
      discount: dollars(priced.discount),
      handoff: dollars(priced.handoff),
      fees: dollars(priced.fees),
      tax: dollars(priced.tax),
      tip: dollars(priced.tip),
      donations: dollars(priced.donations),
      total: dollars(priced.total),
    };
  }

  function statusValue(row: OrderRow): SandboxOrder['status'] {
    if (row.state === 'open') return 'open';
    return statusOf(row, ctx.now(), ctx.options.statusStepMs).status;
  }

  /** The §3 order, as the caller sees it. */
  function serialize(row: OrderRow, viewer?: number): SandboxOrder {
    const { location } = restaurant(row);
    const timeZone = location.timezone ?? 'America/New_York';
    const lines = store.lines(row.id);
    const choices = store.choices(row.id);
    const priced = price(row, lines, choices);
    const products: CartProduct[] = lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      name: line.name,
      quantity: line.quantity,
      cost: { total: dollars(priced.lineTotals.get(line.id) ?? 0) },
      choices: choices
        .filter((choice) => choice.line_id === line.id)
        .map((choice) => ({
          id: choice.choice_id,
          option_id: choice.choice_id,
          name: choice.name,
          quantity: choice.quantity,
          cost: dollars(choice.cost_cents),
        })),
      ...(line.instructions ? { instructions: line.instructions } : {}),
    }));
    // A placed order keeps the one time it was promised; an open one shows the earliest now.
    const earliest = row.promised_at ?? earliestFor(location, row.channel, row.handoff, ctx.now());
    return {
      id: row.id,
      menu_id: row.menu_id,
      products,
      taxes: [{ label: 'Sales Tax', amount: dollars(priced.tax) }],
      totals: totalsOf(priced),
      time: {
        mode: row.time_mode,
        wanted: row.time_wanted === null ? null : isoInZone(row.time_wanted, timeZone),
        ...(earliest === undefined ? {} : { earliest: isoInZone(earliest, timeZone) }),
      },
      handoff: row.handoff,
      address: parseAddress(row),
      coupon: row.coupon_code ? { couponcode: row.coupon_code } : null,
      discounts: priced.discounts.map((discount) => ({
        type: discount.type,
        amount: dollars(discount.amount),
        description: discount.description,
      })),
      donations:
        row.donation_id !== null && row.donation_cents > 0
          ? [{ id: row.donation_id, amount: dollars(row.donation_cents) }]
          : [],
      billing: billingFor(viewer ?? row.member_id),
      created: createdStamp(row.created_at, timeZone),
      ...(row.number === null ? {} : { number: String(row.number) }),
      location_id: row.location_id,
      status: statusValue(row),
      custom_fields: JSON.parse(row.custom_fields) as CustomField[],
    };
  }

  /** An order the caller may see: a guest order, or one of theirs (others are not found). */
  function visible(id: string, caller?: number): OrderRow {
    const row = store.get(id);
    if (!row || row.state === 'abandoned') throw errors.orderNotFound();
    if (row.member_id !== null && row.member_id !== caller) throw errors.orderNotFound();
    return row;
  }

  /** An open order the caller may change; a signed-in caller takes a guest order over. */
  function changeable(id: string, caller?: number): OrderRow {
    const row = visible(id, caller);
    if (row.state === 'submitted') throw errors.orderPlaced();
    if (row.state !== 'open') throw errors.orderClosed();
    if (row.member_id === null && caller !== undefined) {
      store.update(row.id, { member_id: caller });
      return store.get(row.id) as OrderRow;
    }
    return row;
  }

  /** Runs a change of an open order in one immediate transaction and answers the new order. */
  function mutate(id: string, caller: number | undefined, change: (row: OrderRow) => void) {
    return tx(() => {
      const row = changeable(id, caller);
      change(row);
      store.update(row.id, {});
      return serialize(store.get(row.id) as OrderRow, caller);
    });
  }

  function productOn(menuId: number, productId: number): Product {
    const product = menus.findProduct(menuId, productId);
    if (!product) throw errors.itemNotOnMenu();
    return product;
  }

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

  function copyLines(from: OrderRow, to: OrderRow): void {
    const choices = store.choices(from.id);
    for (const line of store.lines(from.id)) {
      const target =
        from.menu_id === to.menu_id ? line.product_id : productBySku.get(to.menu_id, line.sku)?.id;
      if (target === undefined) continue;
      const product = menus.findProduct(to.menu_id, target);
      if (!product) continue;
      const wanted = choices.filter((choice) => choice.line_id === line.id);
      const mapped: ChoiceRequest[] = [];
      for (const choice of wanted) {
        const option = product.options?.find((o) => o.name === choice.option_name);
        const match = option?.choices.find((c) => c.name === choice.name);
        if (match) mapped.push({ id: match.id, quantity: choice.quantity });
      }
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
      });
    }
  }

  /** §4.1 step 5 checks, shared by validate and submit. Answers the priced order. */
  function check(row: OrderRow): Priced {
    const lines = store.lines(row.id);
    if (lines.length === 0) throw errors.orderEmpty();
    const { location, terms } = restaurant(row);
    const priced = price(row, lines);
    if (isDelivery(row.handoff)) {
      const address = parseAddress(row);
      if (!address) throw errors.needsDeliveryAddress();
      if (!terms.handoffs.includes('delivery')) throw errors.handoffNotOffered('delivery');
      const point = pointOf(address);
      if (!point || !zones.covers(terms, point)) throw errors.outsideDeliveryArea();
      if (row.channel === 'catering' && priced.total < CATERING_DELIVERY_MINIMUM_CENTS) {
        throw errors.cateringDeliveryMinimum();
      }
    } else if (!terms.handoffs.includes(row.handoff)) {
      throw errors.handoffNotOffered(row.handoff);
    }
    if (row.time_mode === 'asap') {
      const unavailable = lines.filter((line) => line.available !== 1).map((line) => line.name);
      if (unavailable.length > 0) throw errors.unavailableNow([...new Set(unavailable)]);
      if (earliestFor(location, row.channel, row.handoff, ctx.now()) === undefined) {
        throw errors.timeUnavailable();
      }
    } else if (!timeFits(row, row.time_wanted ?? 0)) {
      throw errors.timeUnavailable();
    }
    if (row.coupon_code) {
      const coupon = coupons.find(row.coupon_code);
      if (!coupon || !coupons.isLive(coupon)) throw errors.couponInvalid();
      if (priced.couponMinimumShort !== undefined) {
        throw errors.couponMinimum(priced.couponMinimumShort);
      }
    }
    return priced;
  }

  function pointOf(address: DeliveryAddress) {
    if (address.lat !== undefined && address.lng !== undefined) {
      return { lat: address.lat, lng: address.lng };
    }
    return geocode(address);
  }

  function timeFits(row: OrderRow, wanted: number): boolean {
    const { location } = restaurant(row);
    const earliest = earliestFor(location, row.channel, row.handoff, ctx.now());
    return (
      earliest !== undefined &&
      wanted >= earliest &&
      wanted <= ctx.now() + SCHEDULE_DAYS * 24 * 60 * 60_000 &&
      isSlot(location.hours ?? [], location.timezone ?? 'America/New_York', wanted)
    );
  }

  function statusAnswer(row: OrderRow): OrderStatus {
    const { location } = restaurant(row);
    const { status, readyAt } = statusOf(row, ctx.now(), ctx.options.statusStepMs);
    return {
      id: row.id,
      status,
      ready_at: isoInZone(readyAt, location.timezone ?? 'America/New_York'),
      ...(row.number === null ? {} : { number: String(row.number) }),
    };
  }

  function placed(id: string, caller?: number): OrderRow {
    const row = visible(id, caller);
    if (row.state === 'open') {
      throw keys.placing(row.id) ? errors.orderBeingPlaced() : errors.notPlacedYet();
    }
    return row;
  }

  function memberOrder(id: string, memberId: number): OrderRow {
    const row = store.get(String(id));
    if (!row || row.member_id !== memberId || row.state === 'abandoned') {
      throw errors.orderNotFound();
    }
    return row;
  }

  function rewardFits(row: OrderRow, offer: OfferRow): boolean {
    return (
      offer.redeemed_at !== null &&
      (offer.channel === 'catering') === (row.channel === 'catering') &&
      !memberRewards.offerUsed(offer.id)
    );
  }

  /**
   * An open order can carry a reward that another order has used since (two open boxes, one
   * placed): it comes off this order, and the caller refuses to go on with `rewardTakenOff`
   * once that is committed, so that the customer sees the new total before paying it.
   */
  function takeOffSpentRewards(row: OrderRow): boolean {
    const spent = memberRewards.spentOn(row);
    if (spent) memberRewards.takeOff(row, spent);
    return spent !== undefined;
  }

  function reorder(orderId: string, memberId: number): SandboxOrder {
    return tx(() => {
      const source = memberOrder(orderId, memberId);
      const fresh = newOrder(source.menu_id, memberId);
      copyLines(source, fresh);
      return serialize(store.get(fresh.id) as OrderRow, memberId);
    });
  }

  function favourites(memberId: number): FavouriteOrder[] {
    return db
      .prepare<[number], { id: number; description: string }>(
        'SELECT id, description FROM favourite_orders WHERE member_id = ? ORDER BY created_at, id',
      )
      .all(memberId);
  }

  const service = {
    serialize,

    create(menuId: number, caller?: number): SandboxOrder {
      return tx(() => serialize(newOrder(menuId, caller), caller));
    },

    get(id: string, caller?: number): SandboxOrder {
      return serialize(visible(id, caller), caller);
    },

    addProducts(id: string, caller: number | undefined, items: readonly AddItem[]) {
      return mutate(id, caller, (row) => {
        if (store.lines(row.id).length + items.length > MAX_LINES) throw errors.orderFull();
        for (const item of items) {
          const product = productOn(row.menu_id, item.id);
          const choices = checkChoices(product, item.choices);
          const line: NewLine = {
            productId: product.id,
            quantity: item.quantity,
            instructions: item.instructions?.trim() || null,
            isupsell: item.isupsell,
            choices,
          };
          store.addLine(row.id, line);
        }
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
          const product = productOn(row.menu_id, line.product_id);
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

    abandon(id: string, caller?: number): void {
      tx(() => {
        const row = visible(id, caller);
        if (row.state !== 'open') return;
        store.update(row.id, { state: 'abandoned' });
        coupons.release(row.id);
      });
    },

    transfer(id: string, caller: number | undefined, menuId: number) {
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
    },

    /**
     * §4.1 step 5. Answers the time too: for as soon as possible, the earliest time now, which
     * is kept as the quote a submit soon after promises (see `promisedTime`).
     */
    validate(id: string, caller?: number): ValidateResult {
      const answer = tx((): ValidateResult | undefined => {
        const row = changeable(id, caller);
        if (takeOffSpentRewards(row)) return undefined;
        const priced = check(row);
        const { location } = restaurant(row);
        const quote =
          row.time_mode === 'asap'
            ? (earliestFor(location, row.channel, row.handoff, ctx.now()) ?? null)
            : null;
        store.update(row.id, { time_quote: quote });
        const { time } = serialize(row, caller);
        const zone = location.timezone ?? 'America/New_York';
        return {
          taxes: [{ label: 'Sales Tax', amount: dollars(priced.tax) }],
          totals: totalsOf(priced),
          billing: billingFor(caller ?? row.member_id),
          time: quote === null ? time : { ...time, earliest: isoInZone(quote, zone) },
        };
      });
      if (!answer) throw errors.rewardTakenOff();
      return answer;
    },

    setHandoff(id: string, caller: number | undefined, mode: HandoffMode) {
      return mutate(id, caller, (row) => {
        const { terms } = restaurant(row);
        const offered = isDelivery(mode)
          ? terms.handoffs.includes('delivery')
          : terms.handoffs.includes(mode);
        if (!offered) throw errors.handoffNotOffered(mode === 'dispatch' ? 'delivery' : mode);
        store.update(row.id, { handoff: mode });
      });
    },

    setAddress(id: string, caller: number | undefined, address: DeliveryAddress) {
      return mutate(id, caller, (row) => {
        const { terms } = restaurant(row);
        if (!terms.handoffs.includes('delivery')) throw errors.handoffNotOffered('delivery');
        const point = pointOf(address);
        if (!point) throw errors.addressUnknown();
        if (!zones.covers(terms, point)) throw errors.outsideDeliveryArea();
        const stored: DeliveryAddress = {
          address: address.address,
          ...(address.building ? { building: address.building } : {}),
          city: address.city,
          ...(address.state ? { state: address.state } : {}),
          zip: address.zip,
          lat: point.lat,
          lng: point.lng,
        };
        store.update(row.id, {
          address: JSON.stringify(stored),
          handoff: isDelivery(row.handoff) ? row.handoff : 'dispatch',
        });
      });
    },

    setCustomFields(id: string, caller: number | undefined, fields: readonly CustomField[]) {
      return mutate(id, caller, (row) => {
        const current = new Map(
          (JSON.parse(row.custom_fields) as CustomField[]).map((f) => [f.id, f.value]),
        );
        for (const field of fields) {
          if (field.value === '') current.delete(field.id);
          else current.set(field.id, field.value);
        }
        store.update(row.id, {
          custom_fields: JSON.stringify(
            [...current].map(([fieldId, value]) => ({ id: fieldId, value })),
          ),
        });
      });
    },

    setTime(id: string, caller: number | undefined, mode: 'asap' | 'scheduled', wanted?: number) {
      return mutate(id, caller, (row) => {
        if (mode === 'asap') {
          store.update(row.id, { time_mode: 'asap', time_wanted: null });
          return;
        }
        if (wanted === undefined || !timeFits(row, wanted)) throw errors.timeUnavailable();
        store.update(row.id, { time_mode: 'scheduled', time_wanted: wanted });
      });
    },

    setTip(id: string, caller: number | undefined, cents: number) {
      return mutate(id, caller, (row) => store.update(row.id, { tip_cents: cents }));
    },

    /** §4.4, §8: the coupon messages, verbatim. */
    applyCoupon(id: string, caller: number | undefined, raw: string) {
      return mutate(id, caller, (row) => {
        const code = raw.trim().toUpperCase();
        if (!code) throw errors.couponEmpty();
        const coupon = coupons.find(code);
        // Someone else's wallet code is refused as an unknown one: it does not say it exists.
        if (!coupon || !coupons.isLive(coupon) || !memberRewards.mayUse(row.member_id, code)) {
          throw errors.couponInvalid();
        }
        if (coupon.channel !== null && coupon.channel !== row.channel) throw errors.couponInvalid();
        const holder = coupons.holder(code);
        if (coupon.single_use && holder !== undefined && holder !== row.id) {
          throw errors.couponInUse();
        }
        const { subtotal } = price(row);
        if (subtotal < coupon.minimum_cents) throw errors.couponMinimum(coupon.minimum_cents);
        coupons.release(row.id);
        if (coupon.single_use) coupons.lock(code, row.id);
        store.update(row.id, { coupon_code: code });
      });
    },

    removeCoupon(id: string, caller?: number) {
      return mutate(id, caller, (row) => {
        coupons.release(row.id);
        store.update(row.id, { coupon_code: null });
      });
    },

    setDonation(id: string, caller: number | undefined, donationId: number, cents: number) {
      return mutate(id, caller, (row) => {
        if (!(donationId in DONATION_PROGRAMS)) throw errors.donationInvalid();
        if (cents < 0 || cents > 10_000) throw errors.donationInvalid();
        store.update(row.id, {
          donation_id: cents === 0 ? null : donationId,
          donation_cents: cents,
        });
      });
    },

    /** A one-time token for a new card; a card in the body is checked when the order is paid. */
    paymentToken(id: string, caller: number | undefined, card: CardInput | undefined) {
      return tx(() => {
        const row = changeable(id, caller);
        const token = `tok_${randomUUID().replace(/-/g, '')}`;
        const checked = card ? checkCard(card, ctx.now()) : undefined;
        db.prepare(
          `INSERT INTO payment_tokens (token, order_id, card_type, last4, expiry, outcome, created_at,
             expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          token,
          row.id,
          checked?.cardType ?? null,
          checked?.last4 ?? null,
          checked?.expiry ?? null,
          checked?.outcome ?? null,
          ctx.now(),
          ctx.now() + TOKEN_TTL_MS,
        );
        return { token };
      });
    },

    /**
     * §4.1 step 6. A declined card is remembered on its token and answered with [230]. With an
     * idempotency key (`submitOnce`), the answer is kept under the key in the same transaction.
     */
    submit(
      id: string,
      caller: number | undefined,
      request: SubmitRequest,
      key?: string,
    ): OrderStatus {
      const outcome = tx((): { ok: OrderStatus } | { fail: 'decline' | 'invalid' | 'reward' } => {
        const existing = visible(id, caller);
        if (existing.state === 'submitted') throw errors.orderPlaced();
        if (request.usertype === 'user' && caller === undefined) throw errors.signInRequired();
        let contact: NonNullable<SubmitRequest['user']> | undefined;
        if (request.usertype === 'guest') {
          const user = request.user;
          const phone = user ? normalisePhone(user.phone) : undefined;
          if (
            !user ||
            !user.first_name.trim() ||
            !user.last_name.trim() ||
            !EMAIL.test(user.email.trim()) ||
            !phone
          ) {
            throw errors.contactNeeded();
          }
          contact = {
            first_name: user.first_name.trim(),
            last_name: user.last_name.trim(),
            email: user.email.trim(),
            phone,
          };
        }
        const row = changeable(id, caller);
        if (takeOffSpentRewards(row)) return { fail: 'reward' };
        const priced = check(row);
        const { location } = restaurant(row);
        const promised = promisedTime(row, location, ctx.now());
        if (promised === undefined) throw errors.timeUnavailable();
        if (request.payments.length === 0) throw errors.paymentMismatch(priced.total);
        const paid = request.payments.reduce(
          (sum, payment) => sum + Math.round(payment.amount * 100),
          0,
        );
        if (paid !== priced.total) throw errors.paymentMismatch(priced.total);

        const used: Array<Record<string, unknown>> = [];
        for (const payment of request.payments) {
          if (payment.type !== 'creditcard') throw errors.cardInvalid();
          if (payment.account_id !== undefined) {
            const saved =
              caller === undefined ? undefined : members.payment(caller, payment.account_id);
            if (!saved) throw errors.cardInvalid();
            used.push({
              type: 'creditcard',
              amount: payment.amount,
              account_id: payment.account_id,
              card_type: saved.card_type,
              last4: saved.last4,
            });
            continue;
          }
          const tokenRow = payment.token
            ? db
                .prepare<
                  [string, string, number],
                  {
                    token: string;
                    card_type: string | null;
                    last4: string | null;
                    outcome: string | null;
                  }
                >(
                  `SELECT token, card_type, last4, outcome FROM payment_tokens
                   WHERE token = ? AND order_id = ? AND used_at IS NULL AND expires_at > ?`,
                )
                .get(payment.token, row.id, ctx.now())
            : undefined;
          if (!tokenRow) throw errors.paymentTokenInvalid();
          const card = payment.card ? checkCard(payment.card, ctx.now()) : undefined;
          const result = card?.outcome ?? tokenRow.outcome ?? 'approve';
          db.prepare('UPDATE payment_tokens SET used_at = ? WHERE token = ?').run(
            ctx.now(),
            tokenRow.token,
          );
          if (result !== 'approve') {
            store.event(row.id, 'payment_failed', {
              outcome: result,
              last4: card?.last4 ?? tokenRow.last4,
            });
            const refusal = result === 'decline' ? errors.cardDeclined() : errors.cardInvalid();
            if (key) keys.finish(key, refusal.status, refusal.body);
            return { fail: result as 'decline' | 'invalid' };
          }
          used.push({
            type: 'creditcard',
            amount: payment.amount,
            card_type: card?.cardType ?? tokenRow.card_type ?? 'Visa',
            last4: card?.last4 ?? tokenRow.last4 ?? '1111',
          });
        }

        const now = ctx.now();
        const snapshot: Snapshot = { priced: { ...priced, lineTotals: [...priced.lineTotals] } };
        const memberId = request.usertype === 'user' ? (caller as number) : row.member_id;
        const number = store.nextNumber(row.location_id);
        store.update(row.id, {
          state: 'submitted',
          member_id: memberId,
          contact: contact ? JSON.stringify(contact) : null,
          payments: JSON.stringify(used),
          totals: JSON.stringify(snapshot),
          submitted_at: now,
          number,
          promised_at: promised,
          ready_base: kitchenStart(row, location, now, promised),
        });
        store.event(row.id, 'submitted', { total: priced.total });
        memberRewards.consume(row);
        const member = memberId === null ? undefined : members.byId(memberId);
        if (member) {
          members.addPoints(member.id, Math.floor((priced.subtotal - priced.discount) / 100));
          const address = parseAddress(row);
          if (isDelivery(row.handoff) && address) {
            members.rememberAddress(member.id, {
              address: address.address,
              building: address.building,
              city: address.city,
              state: address.state ?? '',
              zip: address.zip,
              lat: address.lat,
              lng: address.lng,
            });
          }
        }
        const email = contact?.email ?? member?.email;
        if (email) {
          mailbox.send({
            to: email,
            kind: 'order_confirmation',
            subject: 'Thanks for your order',
            body: `We got your order number ${number}. Total: ${formatMoney(priced.total / 100)}.`,
          });
        }
        const answer = statusAnswer(store.get(row.id) as OrderRow);
        if (key) keys.finish(key, 200, answer);
        return { ok: answer };
      });
      if ('fail' in outcome) throw SUBMIT_FAILURES[outcome.fail]();
      return outcome.ok;
    },

    /**
     * `orders/{id}/submit` with an `Idempotency-Key` (issue 28): the first request with a key
     * claims it, waits for the card network and places the order; a retry with the same key
     * gets the first answer, never a second charge, and one that arrives while the first is in
     * progress waits for it. While one key is being worked on, another key for the same order
     * is told the order is being placed; once placed, the order refuses any other key as
     * already placed (`[221]`).
     */
    async submitOnce(
      id: string,
      caller: number | undefined,
      request: SubmitRequest,
      key: string,
    ): Promise<OrderStatus> {
      const deadline = ctx.now() + KEY_WAIT_MS;
      for (;;) {
        const seen = tx(() => {
          const row = visible(id, caller);
          const known = keys.get(key);
          if (known && known.order_id !== row.id) throw errors.idempotencyKeyReused();
          if (known) return known;
          if (keys.placing(row.id, key)) throw errors.orderBeingPlaced();
          keys.claim(key, row.id);
          return null;
        });
        if (seen === null) break;
        if (seen.state === 'done') return replay(seen.status ?? 500, seen.body);
        if (ctx.now() >= deadline) throw errors.orderBeingPlaced();
        await sleep(KEY_WAIT_STEP_MS);
      }
      try {
        await ctx.options.cardNetwork();
        return service.submit(id, caller, request, key);
      } catch (error) {
        // A refusal is the key's answer too; a failure of the sandbox itself lets the key go.
        if (error instanceof ApiError && error.status < 500) {
          if (keys.get(key)?.state === 'pending')
            tx(() => keys.finish(key, error.status, error.body));
        } else {
          tx(() => keys.release(key));
        }
        throw error;
      }
    },

    track(id: string, caller: number | undefined, body: unknown): void {
      tx(() => {
        const row = visible(id, caller);
        store.event(row.id, 'track', body);
      });
    },

    arrival(id: string, caller?: number): OrderStatus {
      return tx(() => {
        const row = placed(id, caller);
        const { status } = statusOf(row, ctx.now(), ctx.options.statusStepMs);
        if (status === 'cancelled' || status === 'completed') throw errors.orderClosed();
        if (row.arrived_at === null) store.update(row.id, { arrived_at: ctx.now() });
        store.event(row.id, 'arrival', null);
        return statusAnswer(store.get(row.id) as OrderRow);
      });
    },

    status(id: string, caller?: number): OrderStatus {
      return statusAnswer(placed(id, caller));
    },

    /** `DELETE orders/{id}`: an open order, or a placed one the kitchen has not started. */
    cancel(id: string, caller?: number): void {
      tx(() => {
        const row = visible(id, caller);
        if (row.state === 'cancelled') return;
        if (row.state === 'submitted') {
          const { status } = statusOf(row, ctx.now(), ctx.options.statusStepMs);
          if (status !== 'received') throw errors.cannotCancel();
        }
        store.update(row.id, { state: 'cancelled', cancelled_at: ctx.now() });
        if (row.state === 'open') coupons.release(row.id);
        store.event(row.id, 'cancelled', null);
      });
    },

    recent(memberId: number): SandboxOrder[] {
      return store.placedBy(memberId).map((row) => serialize(row, memberId));
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

    upsells(id: string, caller?: number): Upsell[] {
      const row = visible(id, caller);
      const inOrder = new Set(store.lines(row.id).map((line) => line.product_id));
      const menu = menus.findMenu(row.menu_id);
      if (!menu) return [];
      return menu.categories
        .filter((category) => /sides|drinks|desserts/i.test(category.name))
        .flatMap((category) => category.products)
        .filter((product) => product.availability.now && !inOrder.has(product.id))
        .slice(0, 4)
        .map((product) => ({ id: product.id, name: product.name, cost: product.cost }));
    },

    upsellProduct(id: string, caller: number | undefined, productId: number): Product {
      const row = visible(id, caller);
      const product = menus.findProduct(row.menu_id, productId);
      if (!product) throw errors.productNotFound();
      return product;
    },

    rewards(id: string, memberId: number, references: string[]): RewardEntry[] {
      const row = visible(id, memberId);
      return members
        .offers(memberId)
        .filter((offer) => rewardFits(row, offer))
        .map(toOfferEntry)
        .filter(
          (entry) =>
            references.length === 0 || entry.references.some((ref) => references.includes(ref)),
        );
    },

    applyRewards(id: string, memberId: number, references: string[]) {
      return mutate(id, memberId, (row) => {
        const named = members
          .offers(memberId)
          .filter((offer) =>
            (JSON.parse(offer.refs) as string[]).some((ref) => references.includes(ref)),
          );
        const fitting = named.filter((offer) => rewardFits(row, offer));
        if (fitting.length === 0) {
          const used = named.some((offer) => memberRewards.offerUsed(offer.id));
          throw used ? errors.rewardUsed() : errors.rewardUnavailable();
        }
        for (const offer of fitting) store.addReward(row.id, offer.id);
      });
    },

    removeReward(id: string, memberId: number, rewardId: number) {
      return mutate(id, memberId, (row) => {
        if (!store.removeReward(row.id, rewardId)) throw errors.rewardUnavailable();
      });
    },
  };
  return service;
}

/** The first answer kept under an idempotency key, given again. */
function replay(status: number, body: string | null): OrderStatus {
  const parsed = body === null ? null : (JSON.parse(body) as unknown);
  if (status === 200) return parsed as OrderStatus;
  const error = parsed as { message?: string; code?: number } | null;
  throw new ApiError(status, error?.message ?? 'Internal error', error?.code ?? status);
}

export type OrderService = ReturnType<typeof createOrderService>;
