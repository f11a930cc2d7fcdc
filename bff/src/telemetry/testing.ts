import { clientMark, type ClientShare } from './store';
import { DEFAULT_CLIENT_SESSIONS } from './telemetry';

/** For tests: a session sent by a client of its own, with the default share. */
export const ownClient = (session: string): ClientShare => ({
  mark: clientMark(`client-of-${session}`),
  ...DEFAULT_CLIENT_SESSIONS,
});
