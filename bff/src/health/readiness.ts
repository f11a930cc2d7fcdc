import { access } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';
import { serverCallHeaders } from '../proxy/upstream-headers';

export interface Readiness {
  ready: boolean;
  /** Each check: `ok`, or why it failed. */
  checks: { orderingApi: string; hostBuild: string };
}

export type CheckReadiness = (requestId: string) => Promise<Readiness>;

/**
 * Is this instance fit to take traffic? The ordering API answers a cheap GET
 * (`READY_PROBE_URL`, the sandbox's `/healthz` by default) with a status below 500 within
 * `READY_TIMEOUT_MS`, and the host build (`index.html`) is there. Checks running at the same
 * time share one probe. The probe is a server call: client type web, user agent web.
 */
export function createReadinessCheck(options: {
  probeUrl: string;
  timeoutMs: number;
  hostDist: string;
  agent: http.Agent;
}): CheckReadiness {
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

  return (requestId) => {
    if (!pending) {
      pending = Promise.all([orderingApi(requestId), hostBuild()])
        .then(([api, build]) => ({
          ready: api === 'ok' && build === 'ok',
          checks: { orderingApi: api, hostBuild: build },
        }))
        .finally(() => {
          pending = undefined;
        });
    }
    return pending;
  };
}
