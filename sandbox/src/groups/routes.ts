import { Router, type Request } from 'express';
import { z } from 'zod';
import { bodyOf, isWholeCents, toCents } from '../http/body';
import { errors } from '../http/errors';
import { idParam } from '../http/query';
import { AddBody } from '../orders/add-body';
import { parseIso } from '../time/zoned';
import { groupEvents } from './events';
import type { GroupService } from './service';

const StartBody = z.object({
  host_name: z.string().max(200),
  cutoff: z.string().max(40),
  guest_limit: z.number().int().nullable().default(null),
  spending_limit: z
    .number()
    .finite()
    .refine(isWholeCents, 'must have at most two decimals')
    .nullable()
    .default(null),
});

const JoinBody = z.object({ name: z.string().max(200) });

/** The host's routes, on their box: `orders/{id}/group` (start or change, read, end). */
export function hostGroupRoutes(
  router: Router,
  groups: GroupService,
  caller: (req: Request) => number | undefined,
): void {
  router.post('/:id/group', (req, res) => {
    const body = bodyOf(req, StartBody);
    const cutoffAt = parseIso(body.cutoff);
    if (cutoffAt === undefined) throw errors.groupCutoffInvalid();
    res.json(
      groups.start(req.params.id, caller(req), {
        hostName: body.host_name,
        cutoffAt,
        guestLimit: body.guest_limit,
        spendingLimitCents: body.spending_limit === null ? null : toCents(body.spending_limit),
      }),
    );
  });
  router.get('/:id/group', (req, res) => {
    res.json(groups.forHost(req.params.id, caller(req)));
  });
  router.delete('/:id/group', (req, res) => {
    res.json(groups.end(req.params.id, caller(req)));
  });
}

/**
 * `groups/{token}`: what anyone with the link reads, joining, a guest's own part by the secret
 * of their link, and the group's events (server-sent: `change` with the new version).
 */
export function groupsRouter(groups: GroupService) {
  const router = Router();
  router.get('/:token', (req, res) => {
    res.json(groups.view(req.params.token));
  });
  router.post('/:token/guests', (req, res) => {
    res.json(groups.join(req.params.token, bodyOf(req, JoinBody).name));
  });
  router.get('/:token/guests/:secret', (req, res) => {
    res.json(groups.part(req.params.token, req.params.secret));
  });
  router.post('/:token/guests/:secret/products', (req, res) => {
    const { products } = bodyOf(req, AddBody);
    res.json(groups.add(req.params.token, req.params.secret, products));
  });
  router.delete('/:token/guests/:secret/products/:lineId', (req, res) => {
    const lineId = idParam(req.params.lineId);
    if (lineId === undefined) throw errors.lineNotFound();
    res.json(groups.remove(req.params.token, req.params.secret, lineId));
  });
  router.post('/:token/guests/:secret/done', (req, res) => {
    res.json(groups.done(req.params.token, req.params.secret));
  });
  const watch = groupEvents(groups);
  router.get('/:token/events', (req, res) => {
    watch(req.params.token, res);
  });
  return router;
}
