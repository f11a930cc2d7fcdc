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
const DAY_LABEL: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };
/** The API's schedulable times are 15 minutes apart (§7.2 `menus/{id}/times`). */
const SLOT_MS = 15 * 60_000;
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

export interface TimeDay {
  /** `yyyy-MM-dd` in the restaurant's zone. */
  key: string;
  label: string;
  times: Array<{ value: string; label: string }>;
}

/**
 * The schedulable times by day, in the restaurant's zone, from the earliest on, each a time
 * that `fits` the box (its items' dayparts: see `boxFits`).
 */
export function timesByDay(
  times: readonly string[],
  earliest: string,
  zone: string,
  language: Language,
  fits: (at: number) => boolean = () => true,
): TimeDay[] {
  const from = Date.parse(earliest);
  const locale = localeOf(language);
  const dayKey = zoneFormat('en-CA', zone, DAY_KEY);
  const dayLabel = zoneFormat(locale, zone, DAY_LABEL);
  const clock = zoneFormat(locale, zone, CLOCK);
  const nextDay = zoneFormat(locale, zone, WEEKDAY);
  const days = new Map<string, TimeDay>();
  let last: { at: number; day: TimeDay } | undefined;
  for (const iso of times) {
    const at = Date.parse(iso);
    if (Number.isNaN(at) || at < from || !fits(at)) continue;
    const key = dayKey.format(at);
    // An evening that runs past midnight stays in its own day's list ('Saturday … 12:45 AM
    // (Sun)'), so the next day's list starts at its opening, not at 12:00 AM.
    if (last && last.day.key !== key && at - last.at <= SLOT_MS) {
      last.day.times.push({ value: iso, label: `${clock.format(at)} (${nextDay.format(at)})` });
      last = { at, day: last.day };
      continue;
    }
    const day = days.get(key) ?? { key, label: dayLabel.format(at), times: [] };
    day.times.push({ value: iso, label: clock.format(at) });
    days.set(key, day);
    last = { at, day };
  }
  return [...days.values()];
}

/**
 * Whether a time suits every line of the box by the shared rule: none outside its daypart
 * then. An item the restaurant has taken off suits no time; the ordering API names it at review.
 */
export function boxFits(
  lines: ReadonlyArray<{ product_id: number }>,
  menu: MenuLike<{ id: number; availability: ProductAvailability }> | null | undefined,
  zone: string,
): (at: number) => boolean {
  return (at) =>
    unorderableLines(lines, menu, { at, timeZone: zone }).every(
      ({ why }) => why.reason !== 'daypart',
    );
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
