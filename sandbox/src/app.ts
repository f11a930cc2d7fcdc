import express, { type Express } from 'express';
import { API_HEADERS } from '@qsr/shared-contracts/core';
import { brazeRouter } from './braze/routes';
import { captchaRouter } from './captcha/captcha';
import { careersSheetRouter, jobsRouter } from './jobs/routes';
import { createContentRepository } from './content/repository';
import { contentRouter } from './content/routes';
import { createCtx, type SandboxOptions } from './context';
import { createCouponStore } from './coupons/store';
import type { Db } from './db/database';
import { createSubmissions, formsRouter } from './forms/routes';
import { createAuth } from './http/auth';
import { refuseControlCharacters } from './http/query-characters';
import { answerInRequestLanguage } from './i18n/answer-language';
import { createTranslations } from './i18n/translations';
import { errorHandler, notFoundHandler } from './http/errors';
import { createDeliveryZones } from './locations/delivery';
import { createLocationRepository } from './locations/repository';
import { createMailbox } from './mailbox/mailbox';
import { createMemberStore } from './members/store';
import { createTestSsoCodes } from './members/test-sso-codes';
import { createMenuRepository } from './menus/repository';
import { orderingV1 } from './ordering/v1';
import { orderingV2 } from './ordering/v2';
import { kitchenRouter } from './orders/kitchen';
import { createOrderService } from './orders/service';
import { createOrderStore } from './orders/store';
import { mountTestHooks } from './test-hooks/mount';

export const ORDERING_V1 = '/ordering/v1';
export const ORDERING_V2 = '/ordering/v2';
/** The restaurant's kitchen: no ordering call, so the BFF never forwards to it. */
export const KITCHEN = '/kitchen';

/**
 * The sandbox HTTP app over an open database (see `openDatabase` and `seed`): the ordering
 * API (`/ordering/v1`, `/ordering/v2`), the content service (`/cdn`), forms (`/forms`), job
 * search (`/jobs`), the careers sheet (`/sheets`), the marketing API (`/braze`), the bot
 * check (`/captcha`) and the kitchen's tickets (`/kitchen`); the test-only routes with
 * `options.testHooks`. Tests pass options (a clock, short status steps, the test hooks).
 */
export function createApp(db: Db, options: Partial<SandboxOptions> = {}): Express {
  const ctx = createCtx(db, options);
  const menus = createMenuRepository(db, () => ctx.now());
  const locations = createLocationRepository(db);
  const zones = createDeliveryZones(ctx);
  const members = createMemberStore(ctx);
  const auth = createAuth(members);
  const mailbox = createMailbox(ctx);
  const coupons = createCouponStore(ctx);
  const submissions = createSubmissions(ctx);
  const ssoCodes = createTestSsoCodes(ctx.now);
  const orders = createOrderService(ctx, {
    store: createOrderStore(ctx),
    menus,
    locations,
    zones,
    coupons,
    members,
    mailbox,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // Echo the caller's request id, so BFF logs and sandbox answers line up.
  app.use((req, res, next) => {
    const requestId = req.get(API_HEADERS.requestId);
    if (requestId) res.set(API_HEADERS.requestId, requestId.slice(0, 200));
    next();
  });
  app.use(refuseControlCharacters());
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', (_req, res) => {
    db.prepare('SELECT 1').get();
    res.json({ ok: true });
  });

  mountTestHooks(app, ctx, { mailbox, submissions, ssoCodes });
  // The ordering API and the job search answer in the customer's language (Accept-Language),
  // the kitchen's tickets in the kitchen's.
  app.use(
    [ORDERING_V1, ORDERING_V2, '/jobs', KITCHEN],
    answerInRequestLanguage(createTranslations(db)),
  );
  app.use(
    ORDERING_V1,
    orderingV1(ctx, {
      menus,
      locations,
      zones,
      members,
      auth,
      mailbox,
      orders,
      submissions,
      ssoCodes,
    }),
  );
  app.use(ORDERING_V2, orderingV2(orders, auth));
  app.use(KITCHEN, kitchenRouter(orders));
  app.use('/cdn', contentRouter(createContentRepository(ctx)));
  app.use('/forms', formsRouter(submissions));
  app.use('/jobs', jobsRouter(ctx));
  app.use('/sheets', careersSheetRouter(ctx));
  app.use('/braze', brazeRouter(ctx));
  app.use('/captcha', captchaRouter(ctx.now));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
