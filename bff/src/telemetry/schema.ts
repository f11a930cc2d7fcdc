import {
  isRemoteName,
  MAX_TELEMETRY_EVENTS,
  VITAL_MAX,
  VITAL_NAMES,
  type RemoteVersion,
  type TelemetryBatch,
  type TelemetryEvent,
} from '@qsr/shared-contracts/core';
import { isVersion } from '../release/layout';

/**
 * What the browser's telemetry reporter sends to `POST /api/telemetry` (with
 * `navigator.sendBeacon`, as `text/plain;charset=UTF-8` or `application/json`, UTF-8, at most
 * `MAX_BATCH_BYTES`):
 *
 * ```
 * {
 *   session: string,   // a random id the page makes: 16–64 of [A-Za-z0-9_-]
 *   page: string,      // the page's path ("/menu"), at most 200 characters, no query or fragment
 *   events: Event[]    // 1 to 50
 * }
 * Event =
 *   | { kind: 'loaded', remote, version }                        // the remote's entry loaded
 *   | { kind: 'load-failure', remote, version, retries: number } // manifest/entry failed after retries
 *   | { kind: 'render-error', remote, version }                  // caught by the remote's error boundary
 *   | { kind: 'uncaught-error', remote, version }                // attributed by script URL
 *   | { kind: 'vital', name: 'LCP' | 'INP' | 'CLS', value: number, remote?, version? }
 * ```
 *
 * `remote` is a remote's name (`REMOTE_NAMES`), `version` a release version; a vital names both
 * (the remote owning the element or interaction) or neither. Vital values are finite and ≥ 0:
 * LCP and INP in ms up to 60 000, CLS up to 10. No field holds free text (no messages, stacks,
 * URLs with queries), so nothing personal can arrive; any other field is refused.
 *
 * `loaded` goes beyond the four kinds first planned: a session counts for a version only once
 * it reports something of it, and without `loaded` a session that loaded a version and had no
 * error nor a vital of it would be missing from the sessions the error share divides by.
 */

export const MAX_BATCH_BYTES = 16 * 1024;
export const MAX_EVENTS = MAX_TELEMETRY_EVENTS;
export const MAX_PAGE_LENGTH = 200;
const MAX_RETRIES = 100;

export const ERROR_KINDS = ['load-failure', 'render-error', 'uncaught-error'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** A path: `/` then path characters; no query, fragment, spaces or control characters. */
const PAGE_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

const invalid = (message: string): { ok: false; message: string } => ({ ok: false, message });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly `required` and maybe `optional`: an unknown field refuses the whole batch. */
function hasFields(
  value: Record<string, unknown>,
  required: readonly string[],
  optional: readonly string[] = [],
): boolean {
  const keys = Object.keys(value);
  return (
    required.every((key) => key in value) &&
    keys.every((key) => required.includes(key) || optional.includes(key))
  );
}

function remoteVersionOf(value: Record<string, unknown>): RemoteVersion | undefined {
  const { remote, version } = value;
  return isRemoteName(remote) && isVersion(version) ? { remote, version } : undefined;
}

function vitalOf(value: Record<string, unknown>): Validation<TelemetryEvent> {
  if (!hasFields(value, ['kind', 'name', 'value'], ['remote', 'version'])) {
    return invalid('A vital has kind, name, value and maybe remote and version.');
  }
  const name = VITAL_NAMES.find((candidate) => candidate === value.name);
  if (!name) return invalid('A vital is LCP, INP or CLS.');
  const measured = value.value;
  if (typeof measured !== 'number' || !Number.isFinite(measured) || measured < 0) {
    return invalid('A vital is a finite number, 0 or more.');
  }
  if (measured > VITAL_MAX[name]) return invalid(`${name} is at most ${VITAL_MAX[name]}.`);
  if (value.remote === undefined && value.version === undefined) {
    return { ok: true, value: { kind: 'vital', name, value: measured } };
  }
  const owner = remoteVersionOf(value);
  if (!owner) return invalid('A vital names a known remote and its version, or neither.');
  return { ok: true, value: { kind: 'vital', name, value: measured, ...owner } };
}

function eventOf(value: unknown): Validation<TelemetryEvent> {
  if (!isPlainObject(value)) return invalid('Each event is an object.');
  const { kind } = value;
  if (kind === 'vital') return vitalOf(value);
  if (kind !== 'loaded' && !ERROR_KINDS.includes(kind as ErrorKind)) {
    return invalid('An event is loaded, load-failure, render-error, uncaught-error or vital.');
  }
  const fields = kind === 'load-failure' ? ['kind', 'remote', 'version', 'retries'] : undefined;
  if (!hasFields(value, fields ?? ['kind', 'remote', 'version'])) {
    return invalid(
      `A ${String(kind)} event has exactly ${(fields ?? ['kind', 'remote', 'version']).join(', ')}.`,
    );
  }
  const owner = remoteVersionOf(value);
  if (!owner) return invalid('An event names a known remote and a release version.');
  if (kind === 'load-failure') {
    const { retries } = value;
    if (
      typeof retries !== 'number' ||
      !Number.isInteger(retries) ||
      retries < 0 ||
      retries > MAX_RETRIES
    ) {
      return invalid(`retries is a whole number from 0 to ${MAX_RETRIES}.`);
    }
    return { ok: true, value: { kind, retries, ...owner } };
  }
  return {
    ok: true,
    value: { kind: kind as 'loaded' | 'render-error' | 'uncaught-error', ...owner },
  };
}

/** The batch a parsed body holds, or why it is refused (one message, no echo of the input). */
export function validateBatch(value: unknown): Validation<TelemetryBatch> {
  if (!isPlainObject(value) || !hasFields(value, ['session', 'page', 'events'])) {
    return invalid('Send an object with exactly session, page and events.');
  }
  const { session, page, events } = value;
  if (typeof session !== 'string' || !SESSION_ID.test(session)) {
    return invalid('session is 16 to 64 of A-Z, a-z, 0-9, _ and -.');
  }
  if (typeof page !== 'string' || page.length > MAX_PAGE_LENGTH || !PAGE_PATH.test(page)) {
    return invalid(`page is a path of at most ${MAX_PAGE_LENGTH} characters, without a query.`);
  }
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS) {
    return invalid(`events is a list of 1 to ${MAX_EVENTS} events.`);
  }
  const checked: TelemetryEvent[] = [];
  for (const event of events) {
    const result = eventOf(event);
    if (!result.ok) return result;
    checked.push(result.value);
  }
  return { ok: true, value: { session, page, events: checked } };
}
