import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

/**
 * JSON logs on stdout. Request headers and bodies are never logged; the redaction below is
 * a second line of defence should a header object ever reach a log call.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'bff' },
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'headers["x-ordering-token"]',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["x-ordering-token"]',
      ],
      censor: '[redacted]',
    },
  });
}
