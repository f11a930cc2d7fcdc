import { Router } from 'express';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { createGroupStore } from './store';

/**
 * Test hook `POST {token}`: the group's cutoff passes now, as if its time had come, so that an
 * end-to-end test sees what guests see after a cutoff without waiting the 5 minutes a host's
 * earliest cutoff is. Watchers hear of it as of any change.
 */
export function groupCutoffRouter(ctx: Ctx) {
  const groups = createGroupStore(ctx);
  const router = Router();
  router.post('/:token', (req, res) => {
    const { token } = req.params;
    if (!groups.byToken(token)) throw errors.groupNotFound();
    groups.update(token, { cutoff_at: ctx.now() - 1 });
    groups.bump(token);
    res.set('cache-control', 'no-store').status(204).end();
  });
  return router;
}
