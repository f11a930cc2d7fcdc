import { Router } from 'express';
import { z } from 'zod';
import type { Ctx } from '../context';
import { bodyOf } from '../http/body';
import { errors } from '../http/errors';
import { createMemberStore } from './store';

const Grant = z.object({
  email: z.string().min(3).max(254),
  points: z.number().int().min(1).max(10_000),
});

/**
 * Test hook `POST {email, points}`: a new member gets points as if earned, so that an
 * end-to-end test spends them on a reward without placing $150 of orders first, and without
 * touching the seeded members other tests read.
 */
export function pointsGrantRouter(ctx: Ctx) {
  const members = createMemberStore(ctx);
  const router = Router();
  router.post('/', (req, res) => {
    const { email, points } = bodyOf(req, Grant);
    const member = members.byEmail(email);
    if (!member) throw errors.notFound();
    members.addPoints(member.id, points);
    res.set('cache-control', 'no-store').status(204).end();
  });
  return router;
}
