import { Router, type Request } from 'express';
import { z } from 'zod';
import { bodyOf, isWholeCents, toCents } from '../http/body';
import { errors } from '../http/errors';
import { idParam } from '../http/query';
import { AddBody } from '../orders/add-body';
import { parseIso } from '../time/zoned';
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

/** How often the events look for a change: well inside the 2 s a change must show within. */
export const EVENTS_POLL_MS = 250;
/** A comment line now and then: the BFF ends a stream quiet for 15 s (`STREAM_STALL_MS`). */
const KEEP_ALIVE_MS = 5_000;

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
  router.get('/:token/events', (req, res) => {
    const { token } = req.params;
    let last = groups.version(token);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    res.write(`event: change\ndata: ${JSON.stringify({ version: last })}\n\n`);
    const poll = setInterval(() => {
      let now: string;
      try {
        now = groups.version(token);
      } catch {
        res.end('event: gone\ndata: {}\n\n');
        return;
      }
      if (now === last) return;
      last = now;
      res.write(`event: change\ndata: ${JSON.stringify({ version: now })}\n\n`);
    }, EVENTS_POLL_MS);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    res.on('close', () => {
      clearInterval(poll);
      clearInterval(keepAlive);
    });
  });
  return router;
}
