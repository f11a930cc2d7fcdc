import { parse as parseCookies } from 'cookie';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { BffConfig } from '../config';
import type { Logger } from '../logging/logger';
import { contextOf } from '../logging/request-context';
import { sendApiError } from '../proxy/api-error';
import { COHORT_COOKIE, cohortIdOf } from '../release/canary/cohort';
import type { RemoteBuildSource } from '../remotes-config/remote-builds';
import { pinnedBuilds } from '../remotes-config/resolve-remotes';
import { clientKey, setLimitHeaders } from '../security/attempt-limits';
import { readBeaconBody, typeRefusal } from './beacon-body';
import { observationsOf, type SeriesObservation } from './observations';
import { clientMark } from './store';
import { NOT_KEPT, type NotKeptReason } from './refusals';
import { declinesTracking, fromOwnSite } from './request-checks';
import type { Channel, TelemetryBatch } from '@qsr/shared-contracts/core';
import { validateBatch } from './schema';
import type { Telemetry } from './telemetry';

export interface TelemetryRouterOptions {
  telemetry: Telemetry;
  remoteBuilds: RemoteBuildSource;
  config: Pick<BffConfig, 'publicOrigins' | 'siteEnv'>;
  logger: Logger;
}

type Step = { done: true } | { done: false };
const DONE: Step = { done: true };
const GO_ON: Step = { done: false };

/** A batch not kept: counted by reason, answered with its status (204 ones without a body). */
function notKept(
  telemetry: Telemetry,
  res: Response,
  reason: NotKeptReason,
  message: string,
): Step {
  telemetry.refusals.count(reason);
  const status = NOT_KEPT[reason];
  res.set('cache-control', 'no-store');
  if (status === 204) res.status(204).end();
  else sendApiError(res, status, message);
  return DONE;
}

/** Only versions this BFF could serve are counted: anything else is made up or mistyped. */
async function allServable(
  remoteBuilds: Pick<RemoteBuildSource, 'find'>,
  observations: readonly SeriesObservation[],
): Promise<boolean> {
  const found = await Promise.all(
    observations.map((entry) => remoteBuilds.find(entry.remote, entry.version)),
  );
  return found.every((build) => build !== undefined);
}

/**
 * Only what this visitor's pages load counts: the version its cohort is served of each remote
 * (the canary's or stable's). A batch naming the other version is a forged one, a QA override's,
 * or a page left open across a stage change: none of them belongs in the canary's comparison.
 */
async function servedToVisitor(
  remoteBuilds: RemoteBuildSource,
  channel: Channel,
  environment: string,
  cohort: string,
  observations: readonly SeriesObservation[],
): Promise<boolean> {
  // The builds `/config/remotes.json` gives this visitor, read the same way.
  const served = await pinnedBuilds(remoteBuilds, channel, environment, [], cohort);
  return observations.every(
    (entry) => served.find((build) => build.name === entry.remote)?.version === entry.version,
  );
}

/** Per client address and per session: the tighter count decides (`AttemptLimits`). */
async function withinRate(
  telemetry: Telemetry,
  req: Request,
  res: Response,
  batch: TelemetryBatch,
): Promise<Step> {
  const verdict = await telemetry.limits.attempt(telemetry.policy, clientKey(req), batch.session);
  setLimitHeaders(res, telemetry.policy, verdict);
  if (verdict.allowed) return GO_ON;
  res.set('retry-after', String(Math.max(1, Math.ceil(verdict.resetMs / 1000))));
  return notKept(telemetry, res, 'too-frequent', 'Too many telemetry batches; send fewer.');
}

/**
 * `POST /api/telemetry`: a batch of the browser's telemetry (`schema.ts`), aggregated per remote
 * version, channel and environment (`store.ts`) and answered 204. Checked in this order, each
 * refusal counted (`refusals.ts`): the origin (403), the privacy signals (204, nothing kept),
 * the type (415), the size (413), the JSON and the schema (400), the rate (429), the versions
 * (400), the visitor's cohort (204, nothing kept), the versions that cohort is served (400), the
 * client's share of new sessions (204, that session not counted).
 */
export function createTelemetryRouter(options: TelemetryRouterOptions): Router {
  const { telemetry, remoteBuilds, config, logger } = options;
  const development = config.siteEnv.toLowerCase() !== 'production';
  const refuse = (res: Response, reason: NotKeptReason, message: string) =>
    notKept(telemetry, res, reason, message);

  const receive: RequestHandler = async (req, res) => {
    const { channel } = contextOf(res);
    if (!fromOwnSite(req, channel, config.publicOrigins, development)) {
      return void refuse(res, 'foreign-origin', 'Send telemetry from the site itself.');
    }
    if (declinesTracking(req)) return void refuse(res, 'no-consent', '');
    const wrongType = typeRefusal(req);
    if (wrongType && !wrongType.ok) return void refuse(res, wrongType.reason, wrongType.message);
    const body = await readBeaconBody(req, res, telemetry.bodyLimitBytes);
    if (!body.ok) return void refuse(res, body.reason, body.message);
    const batch = validateBatch(body.value);
    if (!batch.ok) return void refuse(res, 'invalid', batch.message);
    if ((await withinRate(telemetry, req, res, batch.value)).done) return;
    const observations = observationsOf(batch.value);
    if (!(await allServable(remoteBuilds, observations))) {
      return void refuse(res, 'unknown-version', 'A version named is not one this site serves.');
    }
    // Visitors without a cohort id always load the stable versions, outside the canary's random
    // split: counting them would tilt stable's side. The id is read, never kept.
    const cohort = cohortIdOf(parseCookies(req.headers.cookie ?? '')[COHORT_COOKIE]);
    if (!cohort) return void refuse(res, 'no-cohort', '');
    if (!(await servedToVisitor(remoteBuilds, channel, config.siteEnv, cohort, observations))) {
      return void refuse(
        res,
        'not-served',
        'A version named is not the one this visitor is served.',
      );
    }
    const client = { mark: clientMark(clientKey(req)), ...telemetry.clientSessions };
    let allCounted = true;
    try {
      const nowMs = telemetry.now();
      for (const { remote, version, observation } of observations) {
        const key = { remote, version, channel, environment: config.siteEnv };
        const counted = await telemetry.store.record(
          key,
          batch.value.session,
          observation,
          nowMs,
          client,
        );
        allCounted &&= counted;
      }
    } catch (error) {
      logger.warn({ requestId: contextOf(res).requestId, err: error }, 'telemetry not kept');
      return void refuse(res, 'unavailable', 'Telemetry cannot be kept right now.');
    }
    if (!allCounted) return void refuse(res, 'client-share', '');
    res.status(204).set('cache-control', 'no-store').end();
  };

  const router = Router();
  router.post('/', receive);
  router.all('/', (_req, res) => {
    res.set('allow', 'POST');
    sendApiError(res, 405, 'Send telemetry with POST.');
  });
  return router;
}
