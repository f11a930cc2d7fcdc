import { Router } from 'express';
import type { Ctx } from '../context';
import type { Workspace } from './workspaces';

export interface RecordedCall {
  id: number;
  workspace: Workspace;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  /** ISO 8601. */
  at: string;
}

interface CallRow {
  id: number;
  workspace: Workspace;
  method: string;
  path: string;
  query: string;
  body: string | null;
  at: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Test hook (mounted at `/braze/_sandbox/calls` only with the test hooks on): `GET` lists the
 * recorded marketing-automation calls, filtered by `workspace` and `path`; `DELETE` empties
 * the list.
 */
export function brazeCallsRouter(ctx: Ctx): Router {
  const router = Router();
  router.get('/', (req, res) => {
    const workspace = text(req.query.workspace);
    const path = text(req.query.path);
    const calls: RecordedCall[] = ctx.db
      .prepare<[], CallRow>('SELECT * FROM braze_calls ORDER BY id')
      .all()
      .filter((row) => (!workspace || row.workspace === workspace) && (!path || row.path === path))
      .map((row) => ({
        id: row.id,
        workspace: row.workspace,
        method: row.method,
        path: row.path,
        query: JSON.parse(row.query) as Record<string, unknown>,
        body: row.body === null ? null : (JSON.parse(row.body) as unknown),
        at: new Date(row.at).toISOString(),
      }));
    res.set('cache-control', 'no-store').json({ calls });
  });
  router.delete('/', (_req, res) => {
    ctx.db.prepare('DELETE FROM braze_calls').run();
    res.status(204).end();
  });
  return router;
}
