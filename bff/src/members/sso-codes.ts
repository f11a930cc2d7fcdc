import type { RequestHandler } from 'express';
import { sendApiError } from '../proxy/api-error';
import { allowedCallOf } from '../proxy/allowed-calls';
import { requestJsonOf } from '../proxy/request-json';

/**
 * The sandbox's test SSO codes (`sandbox-sso-ok`, `sandbox-sso:<email>`) sign anyone in as
 * anyone when the sandbox runs with its test hooks. They are never the BFF's to forward, in
 * any mode: a `members/sso` call whose code starts with `sandbox-sso` (any case, spaces
 * around, percent-encoded or not) is 400 here, answered as any code that does not sign in.
 */
const TEST_CODE = /^sandbox-sso/;
/** What the member sees: the words of any code that does not sign in. */
export const SSO_REFUSED = 'We could not sign you in with that account.';

/** The code as any reader might see it: trimmed, compatibility-normalised, percent-decoded. */
function readingsOf(code: string): string[] {
  const readings = [code];
  let current = code;
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) break;
      readings.push(decoded);
      current = decoded;
    } catch {
      break;
    }
  }
  return readings.map((reading) => reading.normalize('NFKC').trim().toLowerCase());
}

export function isSandboxSsoCode(code: unknown): boolean {
  return typeof code === 'string' && readingsOf(code).some((reading) => TEST_CODE.test(reading));
}

/** After the door read the body: refuses a test code at `loginWithSso`. */
export function refuseSandboxSsoCodes(): RequestHandler {
  return (req, res, next) => {
    if (allowedCallOf(res)?.name !== 'loginWithSso') {
      next();
      return;
    }
    const body = requestJsonOf(req) as { code?: unknown } | undefined;
    if (isSandboxSsoCode(body?.code)) {
      sendApiError(res, 400, SSO_REFUSED);
      return;
    }
    next();
  };
}
