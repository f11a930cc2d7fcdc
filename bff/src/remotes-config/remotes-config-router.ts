import { Router } from 'express';
import { isRemoteName } from '@qsr/shared-contracts/core';
import { contextOf } from '../logging/request-context';
import { visitorCohort } from '../release/canary/cohort-cookie';
import { isVersion } from '../release/layout';
import { releaseSettings, remoteOverrideAllowed } from '../release/settings';
import { RemoteOverrideError, type RemoteOverride } from './remote-builds';
import type { ResolveRemotes } from './resolve-remotes';

/** `menuCart@1.3.0,careers@1.0.1` → overrides; undefined when malformed. */
export function parseRemoteOverrides(value: string): RemoteOverride[] | undefined {
  const overrides: RemoteOverride[] = [];
  for (const item of value.split(',')) {
    const match = /^([^@\s]+)@([^@\s]+)$/.exec(item.trim());
    if (!match || !isRemoteName(match[1]) || !isVersion(match[2])) return undefined;
    if (overrides.some((override) => override.name === match[1])) return undefined;
    overrides.push({ name: match[1], version: match[2] });
  }
  return overrides;
}

/**
 * `/config/remotes.json`: the remote versions for the request's channel and the site's
 * environment, never cached. `?remotes=menuCart@1.3.0` (QA) replaces pinned versions when
 * `ALLOW_REMOTE_OVERRIDE` is set, never when `SITE_ENV=production`; elsewhere it is ignored
 * (`x-remote-override: ignored`).
 */
export function createRemotesConfigRouter(options: {
  resolveRemotes: ResolveRemotes;
  environment: string;
  /** Defaults to `ALLOW_REMOTE_OVERRIDE`. */
  allowRemoteOverride?: boolean;
}): Router {
  const allowed = remoteOverrideAllowed(
    {
      ...releaseSettings(),
      ...(options.allowRemoteOverride === undefined
        ? {}
        : { allowRemoteOverride: options.allowRemoteOverride }),
    },
    options.environment,
  );
  const router = Router();
  router.get('/remotes.json', async (req, res) => {
    const channel = contextOf(res).channel;
    const asked = req.query.remotes;
    res.vary('host');
    if (asked !== undefined) {
      res.set('cache-control', 'no-store');
      if (!allowed) {
        res.set('x-remote-override', 'ignored');
      } else {
        const overrides = typeof asked === 'string' ? parseRemoteOverrides(asked) : undefined;
        if (!overrides) {
          res.status(400).json({
            message: 'remotes must list name@version pairs, such as menuCart@1.3.0,careers@1.0.1.',
          });
          return;
        }
        try {
          const config = await options.resolveRemotes(channel, options.environment, {
            overrides,
          });
          res.set('x-remote-override', 'applied').json(config);
        } catch (error) {
          if (!(error instanceof RemoteOverrideError)) throw error;
          res.status(400).json({ message: error.message });
        }
        return;
      }
    } else {
      res.set('cache-control', 'no-cache');
    }
    const config = await options.resolveRemotes(channel, options.environment, {
      cohort: visitorCohort(req, res),
    });
    // The channel comes from the host name and port; the versions from the pins and the cohort.
    res.json(config);
  });
  router.use((_req, res) => {
    res.status(404).set('cache-control', 'no-store').json({ message: 'Not found' });
  });
  return router;
}
