import pino, { type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Headers that carry credentials: never written out, whatever object reaches a log call. */
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  '["proxy-authorization"]',
  '["x-ordering-token"]',
  '["x-member-token"]',
  '["x-operator-token"]',
];

/** Body fields with passwords, tokens, bot-check results or card data. */
const SECRET_FIELDS = [
  'password',
  'current',
  'new',
  'token',
  'captcha',
  'secret',
  'cardnumber',
  'cvv',
  'payments',
  'billing',
  '["access.token"]',
  '["ordering.access.token"]',
];

function header(prefix: string, name: string): string {
  return name.startsWith('[') ? `${prefix}${name}` : `${prefix}.${name}`;
}

/** The paths pino censors (a second line of defence: request logs never carry these). */
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_HEADERS.flatMap((name) => [
    header('headers', name),
    header('*.headers', name),
    header('req.headers', name),
  ]),
  ...SECRET_FIELDS.flatMap((name) =>
    name.startsWith('[') ? [header('*', name)] : [name, header('*', name)],
  ),
  // Request bodies never belong in a log; body-parser errors carry the raw body.
  'body',
  '*.body',
  'err.body',
  'query',
  '*.query',
];

/**
 * JSON logs on stdout. Request headers, bodies and queries are never logged (see
 * `request-context.ts`); the redaction below is a second line of defence should one ever
 * reach a log call.
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'bff' },
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
  };
  return pino(options, destination ?? bufferedStdout());
}

/**
 * Request log lines are gathered and written to stdout together, at least every 250 ms and
 * before the process exits (pino flushes it then), instead of one write call per request: that
 * call took a seventh of the BFF's time under the proxy benchmark's load, and every answer,
 * `/healthz` too, waited behind it.
 */
function bufferedStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}
