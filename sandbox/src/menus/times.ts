import type { HandoffTimes } from '@qsr/shared-contracts/core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Ctx } from '../context';
import { queryOf } from '../http/body';
import { errors } from '../http/errors';
import { idParam } from '../http/query';
import type { LocationRepository } from '../locations/repository';
import { slotsBetween } from '../time/hours';
import { earliestFor, leadFits, type Channel } from '../time/lead';
import { isoInZone, parseIso } from '../time/zoned';
import type { MenuRepository } from './repository';

const DAY_MS = 24 * 60 * 60_000;
const MAX_RANGE_DAYS = 14;

const TimesQuery = z.object({
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  handoff: z.enum(['pickup', 'curbside', 'delivery', 'dispatch']).optional(),
});

/**
 * §7.2 `GET menus/{menuId}/times?from&to[&handoff]`: the earliest time the restaurant can have
 * an order ready (opening hours, its time zone and the kitchen's lead time) and every
 * 15-minute time one can schedule for between `from` and `to` (default: the next 7 days),
 * ISO 8601 with the restaurant's offset.
 */
export function handoffTimes(ctx: Ctx, menus: MenuRepository, locations: LocationRepository) {
  const channelOf = ctx.db.prepare<[number], { channel: Channel }>(
    'SELECT channel FROM menus WHERE id = ?',
  );
  return (req: Request, res: Response) => {
    const menuId = idParam(req.params.menuId as string);
    if (menuId === undefined || !menus.menuExists(menuId)) throw errors.menuNotFound();
    const location = locations.findByMenuId(menuId);
    if (!location) throw errors.chooseRestaurant();
    const query = queryOf(req, TimesQuery);
    const now = ctx.now();
    const from = query.from === undefined ? now : parseIso(query.from);
    if (from === undefined) throw errors.badRequest('Invalid from: must be an ISO 8601 date-time.');
    const to = query.to === undefined ? from + 7 * DAY_MS : parseIso(query.to);
    if (to === undefined) throw errors.badRequest('Invalid to: must be an ISO 8601 date-time.');
    if (to < from || to - from > MAX_RANGE_DAYS * DAY_MS) {
      throw errors.badRequest(`Invalid to: must be after from, at most ${MAX_RANGE_DAYS} days.`);
    }
    const channel = channelOf.get(menuId)?.channel ?? 'default';
    const handoff = query.handoff ?? 'pickup';
    const earliest = earliestFor(location, channel, handoff, now);
    if (earliest === undefined) throw errors.timeUnavailable();
    const timeZone = location.timezone ?? 'America/New_York';
    const answer: HandoffTimes = {
      earliest: isoInZone(earliest, timeZone),
      times: slotsBetween(location.hours ?? [], timeZone, from, to, earliest)
        .filter((t) => leadFits(location, channel, handoff, t))
        .map((t) => isoInZone(t, timeZone)),
    };
    res.set('cache-control', 'no-store').json(answer);
  };
}
