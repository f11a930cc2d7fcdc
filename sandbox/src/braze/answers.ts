import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Db } from '../db/database';
import { errors } from '../http/errors';
import type { Workspace } from './workspaces';

/** One recorded call, as its answer reads it. */
export interface BrazeCall {
  body: Record<string, unknown>;
  req: Request;
  workspace: Workspace;
  now: number;
  db: Db;
}

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

function trackUsers({ body }: BrazeCall) {
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

/** The users of `users/export/ids`: attributes merged from the recorded `users/track` calls. */
function exportUsers({ body, workspace, db }: BrazeCall) {
  const wanted = new Set(asArray(body.external_ids).map(String));
  const users = new Map<string, Record<string, unknown>>();
  const tracked = db
    .prepare<[string], { body: string }>(
      "SELECT body FROM braze_calls WHERE workspace = ? AND path = 'users/track' ORDER BY id",
    )
    .all(workspace);
  for (const { body: recorded } of tracked) {
    for (const attribute of asArray((JSON.parse(recorded) as Record<string, unknown>).attributes)) {
      const record = attribute as Record<string, unknown>;
      const id = String(record.external_id ?? '');
      if (!wanted.has(id)) continue;
      users.set(id, { ...(users.get(id) ?? {}), ...record });
    }
  }
  return { message: 'success', users: [...users.values()], invalid_user_ids: [] };
}

function campaignSeries({ req, now }: BrazeCall) {
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

function campaignDetails({ req, workspace }: BrazeCall) {
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
}

function canvasSeries({ req, now }: BrazeCall) {
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

function canvasSummary({ req }: BrazeCall) {
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

function segmentSeries({ req, now }: BrazeCall) {
  const id = text(req.query.segment_id);
  return {
    message: 'success',
    data: days(req, now, 14).map((time) => ({
      time,
      size: 1000 + (hash(`${id}${time}`) % 500),
    })),
  };
}

function segmentDetails({ req }: BrazeCall) {
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

const dispatched = () => ({ message: 'success', dispatch_id: randomUUID() });

/** The answer of each §7.4 call, by its path. */
export const BRAZE_ANSWERS: Readonly<Record<string, (call: BrazeCall) => unknown>> = {
  'users/track': trackUsers,
  'users/alias/new': ({ body }) => ({
    message: 'success',
    aliases_processed: asArray(body.user_aliases).length,
  }),
  'users/identify': ({ body }) => ({
    message: 'success',
    aliases_processed: asArray(body.aliases_to_identify).length,
  }),
  'users/export/ids': exportUsers,
  'users/export/segment': ({ body, workspace }) => ({
    message: 'success',
    object_prefix: `sandbox-${workspace}-${hash(text(body.segment_id))}`,
    url: null,
  }),
  'messages/send': dispatched,
  'campaigns/trigger/send': dispatched,
  'canvas/trigger/send': dispatched,
  'campaigns/data_series': campaignSeries,
  'campaigns/details': campaignDetails,
  'canvas/data_series': canvasSeries,
  'canvas/data_summary': canvasSummary,
  'segments/list': () => ({
    message: 'success',
    segments: SEGMENTS.map((s) => ({ ...s, analytics_tracking_enabled: true })),
  }),
  'segments/data_series': segmentSeries,
  'segments/details': segmentDetails,
};
