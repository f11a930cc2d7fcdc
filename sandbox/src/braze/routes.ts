import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Ctx } from '../context';
import { errors } from '../http/errors';

/** The REST keys of the two workspaces (§7.4) in the sandbox. */
export const BRAZE_KEYS = {
  'sandbox-catering-key': 'catering',
  'sandbox-mealtime-key': 'mealtime',
} as const;
export type Workspace = (typeof BRAZE_KEYS)[keyof typeof BRAZE_KEYS];

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

const SEGMENTS = [
  { id: 'seg-catering-regulars', name: 'Catering regulars', tags: ['catering'] },
  { id: 'seg-lapsed-90', name: 'Lapsed 90 days', tags: ['winback'] },
  { id: 'seg-biscuit-fans', name: 'Biscuit fans', tags: ['menu'] },
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The days of a report: `length` days up to `ending_at` (or today), oldest first. */
function days(req: Request, now: number, fallback: number): string[] {
  const length = Math.min(100, Math.max(1, Number(req.query.length) || fallback));
  const end = Date.parse(text(req.query.ending_at)) || now;
  return Array.from({ length }, (_, i) =>
    new Date(end - (length - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

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
    res
      .set('cache-control', 'no-store')
      .json(answer(path, (body ?? {}) as Record<string, unknown>, req, workspace));
  });

  function answer(path: string, body: Record<string, unknown>, req: Request, workspace: Workspace) {
    const now = ctx.now();
    switch (path) {
      case 'users/track': {
        const attributes = asArray(body.attributes).length;
        const events = asArray(body.events).length;
        const purchases = asArray(body.purchases).length;
        if (attributes + events + purchases === 0) {
          throw errors.badRequest('Send attributes, events or purchases.');
        }
        return {
          message: 'success',
          attributes_processed: attributes,
          events_processed: events,
          purchases_processed: purchases,
        };
      }
      case 'users/alias/new':
        return { message: 'success', aliases_processed: asArray(body.user_aliases).length };
      case 'users/identify':
        return { message: 'success', aliases_processed: asArray(body.aliases_to_identify).length };
      case 'users/export/ids':
        return {
          message: 'success',
          users: exportUsers(workspace, asArray(body.external_ids)),
          invalid_user_ids: [],
        };
      case 'users/export/segment':
        return {
          message: 'success',
          object_prefix: `sandbox-${workspace}-${hash(text(body.segment_id))}`,
          url: null,
        };
      case 'messages/send':
      case 'campaigns/trigger/send':
      case 'canvas/trigger/send':
        return { message: 'success', dispatch_id: randomUUID() };
      case 'campaigns/data_series': {
        const id = text(req.query.campaign_id);
        return {
          message: 'success',
          data: days(req, now, 7).map((time) => {
            const h = hash(`${id}${time}`);
            return {
              time,
              conversions: h % 40,
              revenue: (h % 9000) / 100,
              unique_recipients: 200 + (h % 800),
            };
          }),
        };
      }
      case 'campaigns/details':
        return {
          message: 'success',
          name: `Campaign ${text(req.query.campaign_id) || 'sandbox'}`,
          created_at: '2025-01-06T15:00:00+00:00',
          updated_at: '2025-06-01T15:00:00+00:00',
          archived: false,
          draft: false,
          tags: [workspace],
          channels: ['email', 'content_cards'],
        };
      case 'canvas/data_series': {
        const id = text(req.query.canvas_id);
        return {
          message: 'success',
          data: {
            name: `Canvas ${id || 'sandbox'}`,
            stats: days(req, now, 7).map((time) => {
              const h = hash(`${id}${time}`);
              return {
                time,
                total_stats: {
                  revenue: (h % 9000) / 100,
                  conversions: h % 30,
                  entries: 100 + (h % 400),
                },
              };
            }),
          },
        };
      }
      case 'canvas/data_summary': {
        const id = text(req.query.canvas_id);
        const h = hash(id);
        return {
          message: 'success',
          data: {
            name: `Canvas ${id || 'sandbox'}`,
            total_stats: {
              revenue: (h % 90000) / 100,
              conversions: h % 300,
              entries: 1000 + (h % 4000),
            },
          },
        };
      }
      case 'segments/list':
        return {
          message: 'success',
          segments: SEGMENTS.map((s) => ({ ...s, analytics_tracking_enabled: true })),
        };
      case 'segments/data_series': {
        const id = text(req.query.segment_id);
        return {
          message: 'success',
          data: days(req, now, 14).map((time) => ({
            time,
            size: 1000 + (hash(`${id}${time}`) % 500),
          })),
        };
      }
      case 'segments/details': {
        const segment = SEGMENTS.find((s) => s.id === text(req.query.segment_id));
        if (!segment) throw errors.notFound();
        return {
          message: 'success',
          name: segment.name,
          description: `${segment.name} (sandbox)`,
          text_description: segment.name,
          created_at: '2025-01-06T15:00:00+00:00',
          updated_at: '2025-06-01T15:00:00+00:00',
          tags: segment.tags,
        };
      }
      default:
        throw errors.notFound();
    }
  }

  /** The users of `users/export/ids`: attributes merged from the recorded `users/track` calls. */
  function exportUsers(workspace: Workspace, ids: unknown[]) {
    const wanted = new Set(ids.map(String));
    const users = new Map<string, Record<string, unknown>>();
    const tracked = ctx.db
      .prepare<[string], { body: string }>(
        "SELECT body FROM braze_calls WHERE workspace = ? AND path = 'users/track' ORDER BY id",
      )
      .all(workspace);
    for (const { body } of tracked) {
      for (const attribute of asArray((JSON.parse(body) as Record<string, unknown>).attributes)) {
        const record = attribute as Record<string, unknown>;
        const id = String(record.external_id ?? '');
        if (!wanted.has(id)) continue;
        users.set(id, { ...(users.get(id) ?? {}), ...record });
      }
    }
    return [...users.values()];
  }

  return router;
}
