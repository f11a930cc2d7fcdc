import { Router } from 'express';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { BRAZE_ANSWERS } from './answers';
import { BRAZE_KEYS, type Workspace } from './workspaces';

/** §7.4 calls and their methods. */
export const BRAZE_PATHS: Readonly<Record<string, 'GET' | 'POST'>> = {
  'users/track': 'POST',
  'users/alias/new': 'POST',
  'users/identify': 'POST',
  'users/export/ids': 'POST',
  'users/export/segment': 'POST',
  'messages/send': 'POST',
  'campaigns/trigger/send': 'POST',
  'canvas/trigger/send': 'POST',
  'campaigns/data_series': 'GET',
  'campaigns/details': 'GET',
  'canvas/data_series': 'GET',
  'canvas/data_summary': 'GET',
  'segments/list': 'GET',
  'segments/data_series': 'GET',
  'segments/details': 'GET',
};

/**
 * The marketing-automation REST API (mounted at `/braze`), one workspace per key
 * (`Authorization: Bearer sandbox-catering-key | sandbox-mealtime-key`, else 401). Every call
 * is recorded; with the test hooks on, `brazeCallsRouter` lists them.
 */
export function brazeRouter(ctx: Ctx): Router {
  const router = Router();
  const insert = ctx.db.prepare(
    'INSERT INTO braze_calls (workspace, method, path, query, body, at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  router.all('/*path', (req, res) => {
    const path = ((req.params as { path?: string[] }).path ?? []).join('/');
    const method = BRAZE_PATHS[path];
    if (!method) throw errors.notFound();
    const key = /^Bearer\s+(\S+)$/i.exec(req.get('authorization')?.trim() ?? '')?.[1] ?? '';
    const workspace = (BRAZE_KEYS as Record<string, Workspace | undefined>)[key];
    if (!workspace) throw errors.unauthorized('Invalid API key');
    if (req.method !== method) throw errors.methodNotAllowed();
    const body: unknown = method === 'POST' ? (req.body ?? null) : null;
    if (method === 'POST' && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw errors.badRequest('Send a JSON object.');
    }
    insert.run(
      workspace,
      req.method,
      path,
      JSON.stringify(req.query),
      body === null ? null : JSON.stringify(body),
      ctx.now(),
    );
    const answer = BRAZE_ANSWERS[path];
    if (!answer) throw errors.notFound();
    const call = {
      body: (body ?? {}) as Record<string, unknown>,
      req,
      workspace,
      now: ctx.now(),
      db: ctx.db,
    };
    res.set('cache-control', 'no-store').json(answer(call));
  });

  return router;
}
