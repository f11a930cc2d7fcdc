import { DateTime } from 'luxon';
import { daypartEarliest, type Language } from '@qsr/shared-contracts';

/** The restaurant's zone; the sandbox and the ordering API default to Eastern time. */
export const DEFAULT_ZONE = 'America/New_York';

const localeOf = (language: Language) => (language === 'es' ? 'es' : 'en-US');

function inZone(iso: string, zone: string, language: Language): DateTime {
  return DateTime.fromISO(iso, { setZone: true }).setZone(zone).setLocale(localeOf(language));
}

/** A time of day in the restaurant's zone: `7:45 PM`. */
export function formatClock(iso: string, zone: string, language: Language): string {
  return inZone(iso, zone, language).toLocaleString(DateTime.TIME_SIMPLE);
}

/** A day and time in the restaurant's zone: `Mon, Nov 23, 7:45 PM`. */
export function formatDayTime(iso: string, zone: string, language: Language): string {
  return inZone(iso, zone, language).toLocaleString({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * When an order will be ready, as a customer reads it: the time of day when it is today in
 * the restaurant's zone, else the day too (a closed restaurant's earliest is tomorrow).
 */
export function formatWhen(
  iso: string,
  zone: string,
  language: Language,
  now: DateTime = DateTime.now(),
): string {
  const at = inZone(iso, zone, language);
  return at.hasSame(now.setZone(zone), 'day')
    ? formatClock(iso, zone, language)
    : formatDayTime(iso, zone, language);
}

/** The zone's short name right now (`EST`), for the note under the times. */
export function zoneName(zone: string, language: Language): string {
  return DateTime.now().setZone(zone).setLocale(localeOf(language)).toFormat('ZZZZ');
}

export interface TimeDay {
  /** `yyyy-MM-dd` in the restaurant's zone. */
  key: string;
  label: string;
  times: Array<{ value: string; label: string }>;
}

/** Formats in a zone, falling back to the default zone when the restaurant's is not known. */
function zoneFormat(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: DEFAULT_ZONE });
  }
}

/**
 * The schedulable times by day, in the restaurant's zone, from the earliest on: with the §5
 * daypart rule, a box with a 10:30 product starts at 10:30 of the earliest day.
 *
 * A week holds hundreds of times: three formatters made once format them all (a date-time
 * object per time cost a phone a tenth of a second as the checkout opened).
 */
export function timesByDay(
  times: readonly string[],
  earliest: string,
  products: ReadonlyArray<{ name: string }>,
  zone: string,
  language: Language,
): TimeDay[] {
  const from = DateTime.fromISO(daypartEarliest(products, earliest)).toMillis();
  const locale = localeOf(language);
  const dayKey = zoneFormat('en-CA', zone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayLabel = zoneFormat(locale, zone, { weekday: 'long', month: 'long', day: 'numeric' });
  const clock = zoneFormat(locale, zone, DateTime.TIME_SIMPLE);
  const days = new Map<string, TimeDay>();
  for (const iso of times) {
    const at = Date.parse(iso);
    if (Number.isNaN(at) || at < from) continue;
    // en-CA writes a date as yyyy-MM-dd.
    const key = dayKey.format(at);
    const day = days.get(key) ?? { key, label: dayLabel.format(at), times: [] };
    day.times.push({ value: iso, label: clock.format(at) });
    days.set(key, day);
  }
  return [...days.values()];
}
