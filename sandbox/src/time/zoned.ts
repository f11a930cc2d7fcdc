/**
 * Wall-clock arithmetic in a restaurant's IANA time zone with nothing but `Intl`: the parts of
 * an instant there, the instant of a wall-clock time there, and ISO 8601 with that offset.
 */

export interface ZonedParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(epochMs))) {
    parts[part.type] = part.value;
  }
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** Minutes the zone is ahead of UTC at that instant (-240 for New York in summer). */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const floored = Math.floor(epochMs / 60_000) * 60_000;
  return Math.round((asUtc - floored) / 60_000);
}

/** The instant of a wall-clock time in the zone (the later one in a DST overlap). */
export function zonedToEpoch(
  date: { year: number; month: number; day: number },
  minutesOfDay: number,
  timeZone: string,
): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 0, minutesOfDay);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  const second = guess - offsetMinutes(first, timeZone) * 60_000;
  return second;
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/** `2025-06-01T11:45:00-04:00`. */
export function isoInZone(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  const offset = offsetMinutes(epochMs, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00` +
    `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** §3 order `created`: `YYYYMMDD HH:mm`, the restaurant's wall clock. */
export function createdStamp(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  return `${p.year}${pad(p.month)}${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function dateInZone(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The calendar day after `date` (any month length, leap years). */
export function nextDay(date: { year: number; month: number; day: number }) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: { year: number; month: number; day: number }): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** `HH:mm` → minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Epoch ms of an ISO 8601 date-time with an offset or Z, or undefined. */
export function parseIso(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return undefined;
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
