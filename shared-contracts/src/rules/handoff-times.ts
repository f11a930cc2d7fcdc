import type { Language } from '../types/language';
import type { ProductAvailability } from '../types/menu';
import { intlLocale } from './dates';
import { unorderableLines } from './orderable';
import type { MenuLike } from './menu-products';
import { zoneFormat } from './promised-time';

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric' };
const DAY_LABEL: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };
// en-CA writes a date as yyyy-MM-dd.
const DAY_KEY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
/** The API's schedulable times are 15 minutes apart (§7.2 `menus/{id}/times`). */
const SLOT_MS = 15 * 60_000;

export interface TimeDay {
  /** `yyyy-MM-dd` in the restaurant's zone. */
  key: string;
  label: string;
  times: Array<{ value: string; label: string }>;
}

/** Whether a moment is one the list offers: from the earliest on, and one that `fits` the box. */
function offeredFrom(earliest: string, fits: (at: number) => boolean) {
  const from = Date.parse(earliest);
  return (at: number) => !Number.isNaN(at) && at >= from && fits(at);
}

/**
 * Whether `timesByDay` would list a time at all, without working out the days: as soon as
 * possible is chosen more often than not, and then the list is not shown.
 */
export function anyTimeOffered(
  times: readonly string[],
  earliest: string,
  fits: (at: number) => boolean = () => true,
): boolean {
  const offered = offeredFrom(earliest, fits);
  return times.some((iso) => offered(Date.parse(iso)));
}

/**
 * The schedulable times by day, in the restaurant's zone, from the earliest on, each a time
 * that `fits` the box (its items' dayparts: see `boxFits`). Checkout's time and a product
 * page's "order it for later" offer the same list.
 */
export function timesByDay(
  times: readonly string[],
  earliest: string,
  zone: string,
  language: Language,
  fits: (at: number) => boolean = () => true,
): TimeDay[] {
  const offered = offeredFrom(earliest, fits);
  const locale = intlLocale(language);
  const dayKey = zoneFormat('en-CA', zone, DAY_KEY);
  const dayLabel = zoneFormat(locale, zone, DAY_LABEL);
  const clock = zoneFormat(locale, zone, CLOCK);
  const nextDay = zoneFormat(locale, zone, WEEKDAY);
  const days = new Map<string, TimeDay>();
  let last: { at: number; day: TimeDay } | undefined;
  for (const iso of times) {
    const at = Date.parse(iso);
    if (!offered(at)) continue;
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
