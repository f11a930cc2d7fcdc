import {
  intlLocale as localeOf,
  type Language,
  type MenuLike,
  type ProductAvailability,
  unorderableLines,
  zoneFormat,
} from '@qsr/shared-contracts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const ZONE_NAME: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };
// en-CA writes a date as yyyy-MM-dd.
const DAY_KEY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** An ISO time as `format` writes it; a time that is not one is shown as it came. */
function formatIso(format: Intl.DateTimeFormat, iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : format.format(at);
}

/** A time of day in the restaurant's zone: `7:45 PM`. */
export function formatClock(iso: string, zone: string, language: Language): string {
  return formatIso(zoneFormat(localeOf(language), zone, CLOCK), iso);
}

/** A day and time in the restaurant's zone: `Mon, Nov 23, 7:45 PM`. */
export function formatDayTime(iso: string, zone: string, language: Language): string {
  return formatIso(zoneFormat(localeOf(language), zone, DAY_TIME), iso);
}

/**
 * When an order will be ready, as a customer reads it: the time of day when it is today in
 * the restaurant's zone, else the day too (a closed restaurant's earliest is tomorrow).
 */
export function formatWhen(
  iso: string,
  zone: string,
  language: Language,
  now: number = Date.now(),
): string {
  const day = zoneFormat('en-CA', zone, DAY_KEY);
  return formatIso(day, iso) === day.format(now)
    ? formatClock(iso, zone, language)
    : formatDayTime(iso, zone, language);
}

/** The zone's short name right now (`EST`), for the note under the times. */
export function zoneName(zone: string, language: Language, now: number = Date.now()): string {
  const parts = zoneFormat(localeOf(language), zone, ZONE_NAME).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * The box's lines whose daypart rules out some of `times`, in the box's order: the time list
 * says they limit it, so that a shorter list is never a silent one.
 */
export function linesLimitingTimes<L extends { product_id: number }>(
  lines: readonly L[],
  menu: MenuLike<{ id: number; availability: ProductAvailability }> | null | undefined,
  zone: string,
  times: readonly string[],
): L[] {
  const limiting = new Set<L>();
  for (const iso of times) {
    const at = Date.parse(iso);
    if (Number.isNaN(at)) continue;
    for (const { line, why } of unorderableLines(lines, menu, { at, timeZone: zone })) {
      if (why.reason === 'daypart') limiting.add(line);
    }
  }
  return lines.filter((line) => limiting.has(line));
}
