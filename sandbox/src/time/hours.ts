import type { OpeningHours } from '@qsr/shared-contracts/core';
import { minutesOf, nextDay, weekdayOf, zonedParts, zonedToEpoch } from './zoned';

/** Minutes between two times one can order for. */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** One stretch of opening, as instants. */
export interface OpenPeriod {
  open: number;
  close: number;
}

/**
 * The opening periods that overlap `[fromMs, toMs]`. A weekday missing from `hours` is a
 * closed day; a `close` not after `open` runs past midnight into the next day.
 */
export function openPeriods(
  hours: readonly OpeningHours[],
  timeZone: string,
  fromMs: number,
  toMs: number,
): OpenPeriod[] {
  const byDay = new Map(hours.map((slot) => [slot.day, slot]));
  const start = zonedParts(fromMs - DAY_MS, timeZone);
  let date = { year: start.year, month: start.month, day: start.day };
  const periods: OpenPeriod[] = [];
  for (let i = 0; i < 400; i += 1) {
    const slot = byDay.get(weekdayOf(date));
    if (slot) {
      const openMinutes = minutesOf(slot.open);
      let closeMinutes = minutesOf(slot.close);
      if (closeMinutes <= openMinutes) closeMinutes += 24 * 60;
      const open = zonedToEpoch(date, openMinutes, timeZone);
      const close = zonedToEpoch(date, closeMinutes, timeZone);
      if (open > toMs) break;
      if (close >= fromMs) periods.push({ open, close });
    } else if (zonedToEpoch(date, 0, timeZone) > toMs) {
      break;
    }
    date = nextDay(date);
  }
  return periods;
}

/** Times one can order for in a period: every 15 minutes from 15 after opening to 15 before closing. */
function periodSlots(period: OpenPeriod): number[] {
  const slots: number[] = [];
  for (let t = period.open + SLOT_MS; t <= period.close - SLOT_MS; t += SLOT_MS) slots.push(t);
  return slots;
}

/** The slots in `[fromMs, toMs]` that are not before `notBefore`. */
export function slotsBetween(
  hours: readonly OpeningHours[],
  timeZone: string,
  fromMs: number,
  toMs: number,
  notBefore: number,
): number[] {
  return openPeriods(hours, timeZone, fromMs, toMs)
    .flatMap(periodSlots)
    .filter((t) => t >= fromMs && t <= toMs && t >= notBefore);
}

/** The first slot at or after `notBefore` (looking up to 8 days ahead), or undefined when always closed. */
export function firstSlot(
  hours: readonly OpeningHours[],
  timeZone: string,
  notBefore: number,
): number | undefined {
  return slotsBetween(hours, timeZone, notBefore, notBefore + 8 * DAY_MS, notBefore)[0];
}

/** True when `t` is a slot of the opening hours (on the 15-minute grid of an open period). */
export function isSlot(hours: readonly OpeningHours[], timeZone: string, t: number): boolean {
  return openPeriods(hours, timeZone, t, t).some(
    (period) =>
      t >= period.open + SLOT_MS &&
      t <= period.close - SLOT_MS &&
      (t - period.open) % SLOT_MS === 0,
  );
}
