import { Router, type Request } from 'express';
import { z } from 'zod';
import { API_HEADERS, isFinalStatus } from '@qsr/shared-contracts/core';
import type { OrderStatus } from '@qsr/shared-contracts';
import type { Auth } from '../http/auth';
import { bodyOf, isWholeCents, queryOf, toCents } from '../http/body';
import { errors } from '../http/errors';
import { eventStreams } from '../http/event-streams';
import { idParam } from '../http/query';
import { answerOf } from '../i18n/answer-language';
import { DeliveryAddressBody } from '../locations/routes';
import { parseIso } from '../time/zoned';
import { hostGroupRoutes } from '../groups/routes';
import { AddBody, Choice, Instructions, id } from './add-body';
import { cardFromBody } from './cards';
import type { OrderService } from './service';
import type { SubmitRequest } from './submit';

const UpdateBody = z.object({
  products: z
    .array(
      z.object({
        id,
        quantity: z.number().int().min(0).max(99),
        choices: z.array(Choice).max(50).optional(),
        instructions: Instructions.nullable().optional(),
      }),
    )
    .min(1)
    .max(50),
});

/** An `Idempotency-Key` header: 8 to 255 visible ASCII characters (a UUID, say). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(header)) throw errors.idempotencyKeyInvalid();
  return header;
}

const MenuBody = z.object({ menu_id: id });
const HandoffMode = z.enum(['pickup', 'curbside', 'delivery', 'dispatch']);
const AddressBody = z.object({
  type: z.literal('dispatch').default('dispatch'),
  address: DeliveryAddressBody.extend({
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/),
  }),
});
const CustomBody = z.object({
  fields: z
    .array(z.object({ id: z.string().trim().min(1).max(50), value: z.string().max(200) }))
    .max(20),
});
const TimeBody = z.object({
  time: z.object({
    mode: z.enum(['asap', 'scheduled']),
    wanted: z.string().max(40).nullable().optional(),
  }),
});
const Money = z.number().finite().refine(isWholeCents, 'must have at most two decimals');
const TipBody = z.object({ amount: Money });
const CouponBody = z.object({ code: z.string().max(50).default('') });
const SubmitBody = z.object({
  usertype: z.enum(['user', 'guest']),
  user: z
    .object({
      first_name: z.string().max(100).default(''),
      last_name: z.string().max(100).default(''),
      email: z.string().max(254).default(''),
      phone: z.string().max(30).default(''),
    })
    .optional(),
  payments: z
    .array(
      z
        .object({
          type: z.string().max(30),
          amount: Money.refine((n) => n >= 0, 'must not be negative'),
          account_id: id.optional(),
          token: z.string().max(200).optional(),
        })
        .loose(),
    )
    .max(5),
});
/** What a curbside customer says on arriving: the spot and the car, each optional. */
const said = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !/[\p{Cc}\p{Cf}]/u.test(text), 'must be plain text');
const ArrivalBody = z.object({
  spot: said(20).optional(),
  vehicle: z.object({ make: said(30), color: said(20) }).optional(),
});
const ReorderBody = z.object({ id: z.union([z.string().min(1).max(100), z.number()]) });
const FaveBody = z.object({
  id: z.union([z.string().min(1).max(100), z.number()]),
  description: z.string().trim().min(1).max(100),
});
const FaveReorderBody = z.object({ id: z.coerce.number().int().positive() });
const RewardsBody = z.object({
  memberid: z.union([z.number(), z.string()]),
  references: z.array(z.string().min(1).max(100)).min(1).max(20),
});
const RewardsQuery = z.object({
  memberid: z.union([z.string(), z.array(z.string())]).optional(),
  references: z.string().max(2000).optional(),
});

/** The caller must be the member they name (`memberid`, `memberID`). */
function sameMember(named: unknown, memberId: number): void {
  const value = Array.isArray(named) ? named[0] : named;
  if (value !== undefined && String(value) !== String(memberId)) throw errors.notYourAccount();
}

/** The caller's member id; a guest has none. */
type Caller = (req: Request) => number | undefined;
/** The caller's member id; a guest is refused. */
type SignedIn = (req: Request) => number;

/** A member's recent orders and favourites, and ordering them again. */
function memberOrderRoutes(router: Router, orders: OrderService, member: SignedIn): void {
  router.get('/recent', (req, res) => {
    res.json(orders.recent(member(req)));
  });

  router.post('/reorder', (req, res) => {
    const memberId = member(req);
    res.json(orders.reorder(String(bodyOf(req, ReorderBody).id), memberId));
  });

  router.get('/faves', (req, res) => {
    res.json(orders.favourites(member(req)));
  });

  router.post('/faves', (req, res) => {
    const memberId = member(req);
    const body = bodyOf(req, FaveBody);
    res.json(orders.addFavourite(memberId, String(body.id), body.description));
  });

  router.post('/faves/reorder', (req, res) => {
    const memberId = member(req);
    res.json(orders.reorderFavourite(memberId, bodyOf(req, FaveReorderBody).id));
  });
}

/** The box: read, cancelled, abandoned, moved to another restaurant, its lines, checked. */
function boxRoutes(router: Router, orders: OrderService, caller: Caller): void {
  router.get('/:id', (req, res) => {
    res.json(orders.get(req.params.id, caller(req)));
  });

  router.delete('/:id', (req, res) => {
    orders.cancel(req.params.id, caller(req));
    res.status(204).end();
  });

  router.delete('/:id/abandon', (req, res) => {
    orders.abandon(req.params.id, caller(req));
    res.status(204).end();
  });

  router.post('/:id/transfer', (req, res) => {
    const who = caller(req);
    res.json(orders.transfer(req.params.id, who, bodyOf(req, MenuBody).menu_id));
  });

  router.post('/:id/products', (req, res) => {
    const who = caller(req);
    res.json(orders.addProducts(req.params.id, who, bodyOf(req, AddBody).products));
  });

  router.put('/:id/products', (req, res) => {
    const who = caller(req);
    res.json(orders.updateProducts(req.params.id, who, bodyOf(req, UpdateBody).products));
  });

  router.delete('/:id/products/:lineId', (req, res) => {
    const who = caller(req);
    const lineId = idParam(req.params.lineId);
    if (lineId === undefined) throw errors.lineNotFound();
    res.json(orders.removeProduct(req.params.id, who, lineId));
  });

  router.post('/:id/validate', (req, res) => {
    res.json(orders.validate(req.params.id, caller(req)));
  });
}

/** How and when the box reaches the customer, its custom fields, tip and promo code. */
function handoffRoutes(router: Router, orders: OrderService, caller: Caller): void {
  router.put('/:id/handoff/:mode', (req, res) => {
    const mode = HandoffMode.safeParse(req.params.mode);
    if (!mode.success) throw errors.badRequest(`Invalid handoff: ${req.params.mode}.`);
    res.json(orders.setHandoff(req.params.id, caller(req), mode.data));
  });

  router.put('/:id/address', (req, res) => {
    const who = caller(req);
    res.json(orders.setAddress(req.params.id, who, bodyOf(req, AddressBody).address));
  });

  router.put('/:id/custom', (req, res) => {
    const who = caller(req);
    res.json(orders.setCustomFields(req.params.id, who, bodyOf(req, CustomBody).fields));
  });

  router.put('/:id/time', (req, res) => {
    const who = caller(req);
    const { time } = bodyOf(req, TimeBody);
    const wanted = time.wanted ? parseIso(time.wanted) : undefined;
    if (time.mode === 'scheduled' && wanted === undefined) throw errors.timeUnavailable();
    res.json(orders.setTime(req.params.id, who, time.mode, wanted));
  });

  router.delete('/:id/time', (req, res) => {
    res.json(orders.setTime(req.params.id, caller(req), 'asap'));
  });

  router.put('/:id/tip', (req, res) => {
    const who = caller(req);
    const parsed = TipBody.safeParse(req.body ?? {});
    if (!parsed.success || parsed.data.amount < 0 || parsed.data.amount > 500) {
      throw errors.tipInvalid();
    }
    res.json(orders.setTip(req.params.id, who, toCents(parsed.data.amount)));
  });

  router.put('/:id/coupon', (req, res) => {
    const who = caller(req);
    res.json(orders.applyCoupon(req.params.id, who, bodyOf(req, CouponBody).code));
  });

  router.delete('/:id/coupon', (req, res) => {
    res.json(orders.removeCoupon(req.params.id, caller(req)));
  });
}

/** How often a followed order is looked at: its courier moves, a step must show within 2 s. */
const STATUS_EVENTS_POLL_MS = 1_000;

/** Placing the order (a card's token, the submit) and following it (tracking, arrival, status). */
function placingRoutes(router: Router, orders: OrderService, caller: Caller): void {
  router.post('/:id/token', (req, res) => {
    const who = caller(req);
    res.json(orders.paymentToken(req.params.id, who, cardFromBody(req.body)));
  });

  router.post('/:id/submit', (req, res, next) => {
    const who = caller(req);
    const key = idempotencyKey(req.get(API_HEADERS.idempotencyKey));
    const body = bodyOf(req, SubmitBody);
    const submission: SubmitRequest = {
      usertype: body.usertype,
      user: body.user,
      payments: body.payments.map((payment) => ({
        type: payment.type,
        amount: payment.amount,
        account_id: payment.account_id,
        token: payment.token,
        card: cardFromBody(payment),
      })),
      answer: answerOf(res),
    };
    if (key === undefined) {
      res.json(orders.submit(req.params.id, who, submission));
      return;
    }
    orders
      .submitOnce(req.params.id, who, submission, key)
      .then((placed) => res.json(placed))
      .catch(next);
  });

  router.post('/:id/track', (req, res) => {
    orders.track(req.params.id, caller(req), req.body ?? null);
    res.status(204).end();
  });

  router.post('/:id/arrival', (req, res) => {
    res.json(orders.arrival(req.params.id, caller(req), bodyOf(req, ArrivalBody)));
  });
}

/**
 * Following a placed order: its status when asked, or as server-sent `status` events whenever
 * it changes (a step, the courier on the way, an arrival), the last when it is done.
 */
function followingRoutes(router: Router, orders: OrderService, caller: Caller): void {
  router.get('/:id/status', (req, res) => {
    res.set('cache-control', 'no-store').json(orders.status(req.params.id, caller(req)));
  });
  const watch = eventStreams({
    event: 'status',
    pollMs: STATUS_EVENTS_POLL_MS,
    read: (key) => {
      const { id, who } = JSON.parse(key) as { id: string; who?: number };
      return JSON.stringify(orders.status(id, who));
    },
    final: (data) => isFinalStatus((JSON.parse(data) as OrderStatus).status),
  });
  router.get('/:id/events', (req, res) => {
    watch(JSON.stringify({ id: req.params.id, who: caller(req) }), res);
  });
}

/** A member's wallet rewards on the box. */
function rewardRoutes(router: Router, orders: OrderService, member: SignedIn): void {
  router.get('/:id/rewards', (req, res) => {
    const memberId = member(req);
    const query = queryOf(req, RewardsQuery);
    sameMember(query.memberid, memberId);
    const references = (query.references ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    res.json(orders.rewards(req.params.id, memberId, references));
  });

  router.put('/:id/rewards', (req, res) => {
    const memberId = member(req);
    const body = bodyOf(req, RewardsBody);
    sameMember(body.memberid, memberId);
    res.json(orders.applyRewards(req.params.id, memberId, body.references));
  });

  router.delete('/:id/rewards/:rewardId', (req, res) => {
    const memberId = member(req);
    const rewardId = idParam(req.params.rewardId);
    if (rewardId === undefined) throw errors.rewardUnavailable();
    res.json(orders.removeReward(req.params.id, memberId, rewardId));
  });
}

/** §7.2 orders, mounted at `/ordering/v1/orders`. */
export function ordersRouter(orders: OrderService, auth: Auth): Router {
  const router = Router();
  const caller: Caller = (req) => auth.optional(req, 'ordering')?.memberId;
  const member: SignedIn = (req) => auth.required(req, 'ordering').memberId;

  router.post('/create', (req, res) => {
    const { menu_id } = bodyOf(req, MenuBody);
    res.json(orders.create(menu_id, caller(req)));
  });

  // Before `/:id`, whose paths they would otherwise match.
  memberOrderRoutes(router, orders, member);
  boxRoutes(router, orders, caller);
  handoffRoutes(router, orders, caller);
  placingRoutes(router, orders, caller);
  followingRoutes(router, orders, caller);
  rewardRoutes(router, orders, member);
  hostGroupRoutes(router, orders.groups, caller);
  return router;
}

const UpsellQuery = z.object({ email: z.string().max(254).optional() });

/** §7.2 `GET upsells/{orderId}` and `GET upsells/{orderId}/product/{productId}`. */
export function upsellsRouter(orders: OrderService, auth: Auth): Router {
  const router = Router();
  router.get('/:orderId', (req, res) => {
    queryOf(req, UpsellQuery);
    res.json(orders.upsells(req.params.orderId, auth.optional(req, 'ordering')?.memberId));
  });
  router.get('/:orderId/product/:productId', (req, res) => {
    queryOf(req, UpsellQuery);
    const productId = idParam(req.params.productId);
    if (productId === undefined) throw errors.productNotFound();
    res.json(
      orders.upsellProduct(req.params.orderId, auth.optional(req, 'ordering')?.memberId, productId),
    );
  });
  return router;
}

const DonationBody = z.object({ id, amount: Money });

/** `PUT /ordering/v2/carts/{cartId}/donations` (§4.12): `{ id, amount }`, answers the order. */
export function cartsRouter(orders: OrderService, auth: Auth): Router {
  const router = Router();
  router.put('/:cartId/donations', (req, res) => {
    const who = auth.optional(req, 'ordering')?.memberId;
    const parsed = DonationBody.safeParse(req.body ?? {});
    if (!parsed.success) throw errors.donationInvalid();
    res.json(
      orders.setDonation(req.params.cartId, who, parsed.data.id, toCents(parsed.data.amount)),
    );
  });
  return router;
}
