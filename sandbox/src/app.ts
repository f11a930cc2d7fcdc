import express, { type Express } from 'express';
import { API_HEADERS } from '@qsr/shared-contracts/src/api/headers';
import type { Db } from './db/database';
import { errorHandler, notFoundHandler } from './http/errors';
import { orderingV1 } from './ordering/v1';
import { orderingV2 } from './ordering/v2';

export const ORDERING_V1 = '/ordering/v1';
export const ORDERING_V2 = '/ordering/v2';

/** The sandbox HTTP app over an open database (see `openDatabase` and `seed`). */
export function createApp(db: Db): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // Echo the caller's request id, so BFF logs and sandbox answers line up.
  app.use((req, res, next) => {
    const requestId = req.get(API_HEADERS.requestId);
    if (requestId) res.set(API_HEADERS.requestId, requestId.slice(0, 200));
    next();
  });
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', (_req, res) => {
    db.prepare('SELECT 1').get();
    res.json({ ok: true });
  });

  app.use(ORDERING_V1, orderingV1(db));
  app.use(ORDERING_V2, orderingV2(db));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
