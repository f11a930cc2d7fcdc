import { access } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';
import { serverCallHeaders } from '../proxy/upstream-headers';

export interface Readiness {
  ready: boolean;
  /** Fit to take traffic, but a shared dependency is away (the last known pins are served). */
  degraded: boolean;
  /** Each check: `ok`, or why it failed. */
  checks: { orderingApi: string; hostBuild: string; releases: string; sharedStore?: string };
}

export type CheckReadiness = (requestId: string) => Promise<Readiness>;

/**
 * Is this instance fit to take traffic? The ordering API answers a cheap GET
 * (`READY_PROBE_URL`, the sandbox's `/healthz` by default) with a status below 500 within
 * `READY_TIMEOUT_MS`, and the host build (`index.html`) is there. What only degrades it is
 * reported, not gated on: a pinned remote version that is not released here or whose files no
 * longer match their hashes (that remote alone falls back, see `remote-builds.ts`; every
 * replica shares the release, so gating on it would take the whole site down for one remote),
 * and a shared store (Redis) that is away (the last pins read are served, attempts counted in
 * this process's memory).
 * Checks running at the same time share one probe. The probe is a server call: client type
 * web, user agent web.
 */
export function createReadinessCheck(options: {
  probeUrl: string;
  timeoutMs: number;
  hostDist: string;
  agent: http.Agent;
  /** What is wrong with the pinned remote versions (one line each); none: all is well. */
  releaseProblems?: () => Promise<string[]>;
  /** Why the shared store (Redis) cannot be used now; undefined: it can. Absent: none is used. */
  sharedStoreTrouble?: () => string | undefined;
  /** `reported`: the ordering API away is `degraded`, not unready (`READY_ORDERING_API`). */
  orderingApi?: 'required' | 'reported';
}): CheckReadiness {
  const apiRequired = options.orderingApi !== 'reported';
  let pending: Promise<Readiness> | undefined;

  const orderingApi = async (requestId: string): Promise<string> => {
    try {
      const answer = await callUpstream({
        url: options.probeUrl,
        method: 'GET',
        headers: serverCallHeaders(requestId),
        timeoutMs: options.timeoutMs,
        agent: options.agent,
        maxBytes: 64 * 1024,
      });
      return answer.status < 500 ? 'ok' : `failed: status ${answer.status}`;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 504) {
        return `failed: no answer within ${options.timeoutMs} ms`;
      }
      return `failed: unreachable (${error instanceof UpstreamError ? error.code : 'error'})`;
    }
  };

  const hostBuild = async (): Promise<string> => {
    try {
      await access(path.join(options.hostDist, 'index.html'));
      return 'ok';
    } catch {
      return 'failed: host not built (no index.html)';
    }
  };

  const releases = async (): Promise<string> => {
    const problems = (await options.releaseProblems?.()) ?? [];
    return problems.length === 0 ? 'ok' : `degraded: ${problems.join('; ')}`;
  };

  return (requestId) => {
    if (!pending) {
      pending = Promise.all([orderingApi(requestId), hostBuild(), releases()])
        .then(([api, build, pins]) => {
          const trouble = options.sharedStoreTrouble?.();
          const sharedStore = options.sharedStoreTrouble
            ? { sharedStore: trouble ? `degraded: ${trouble}` : 'ok' }
            : {};
          const apiAway = api !== 'ok';
          return {
            ready: (!apiAway || !apiRequired) && build === 'ok',
            degraded: trouble !== undefined || (apiAway && !apiRequired) || pins !== 'ok',
            checks: {
              orderingApi: apiAway && !apiRequired ? api.replace(/^failed/, 'degraded') : api,
              hostBuild: build,
              releases: pins,
              ...sharedStore,
            },
          };
        })
        .finally(() => {
          pending = undefined;
        });
    }
    return pending;
  };
}
