import type { RequestHandler } from 'express';
import { clientKey } from '../security/attempt-limits';
import { allowedCallOf } from './allowed-calls';
import { sendApiError } from './api-error';

export const TOO_MANY_STREAMS =
  'Too many open connections from this address. Close another tab and try again.';

/**
 * At most `maxPerClient` open streams (a group order's events) per client on this replica,
 * a client as every limit counts one (`clientKey`: an IPv6 /64 is one client, since its holder
 * has all of its addresses): each holds a connection here and upstream for as long as it is
 * open, so a script opening thousands would hold them all. More is 429, at once.
 */
export function limitOpenStreams(maxPerClient: number): RequestHandler {
  const open = new Map<string, number>();
  return (req, res, next) => {
    if (!allowedCallOf(res)?.call.stream) {
      next();
      return;
    }
    const client = clientKey(req);
    const count = open.get(client) ?? 0;
    if (count >= maxPerClient) {
      sendApiError(res, 429, TOO_MANY_STREAMS);
      return;
    }
    open.set(client, count + 1);
    res.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    next();
  };
}
