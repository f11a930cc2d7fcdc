import type { Location, OpeningHours } from '../types/location';
import type { Language } from '../types/language';
import { dateTimeFormat, intlLocale } from './dates';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CLOCK: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The weekday (0 = Sunday) and minutes past midnight of `now` on the restaurant's clock. */
export function restaurantClock(now: Date, timeZone?: string): { day: number; minutes: number } {
  const clock = dateTimeFormat('en-US', { ...CLOCK, timeZone });
  const parts = clock.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export interface OpenStatus {
  open: boolean;
  /** Today's hours on the restaurant's clock; null on a closed day. */
  today: OpeningHours | null;
}

/** Minutes until the opening the restaurant is in on its clock ends; null while it is closed. */
function minutesToClose(hours: OpeningHours[], { day, minutes }: { day: number; minutes: number }) {
  const slot = (d: number) => hours.find((h) => h.day === d) ?? null;
  const today = slot(day);
  const yesterday = slot((day + 6) % 7);
  if (today && minutes >= minutesOf(today.open)) {
    const pastMidnight = minutesOf(today.close) <= minutesOf(today.open);
    if (pastMidnight) return minutesOf(today.close) + 24 * 60 - minutes;
    if (minutes < minutesOf(today.close)) return minutesOf(today.close) - minutes;
  }
  const fromYesterday =
    yesterday !== null &&
    minutesOf(yesterday.close) <= minutesOf(yesterday.open) &&
    minutes < minutesOf(yesterday.close);
  return fromYesterday ? minutesOf(yesterday.close) - minutes : null;
}

/**
 * Open or closed now (§2.1 /locations results). A weekday without hours is a closed day; a
 * `close` earlier than `open` runs past midnight, into the next day. Null when the restaurant
 * publishes no hours.
 */
export function openStatus(
  location: Pick<Location, 'hours' | 'timezone'>,
  now: Date,
): OpenStatus | null {
  if (!location.hours || location.hours.length === 0) return null;
  const clock = restaurantClock(now, location.timezone);
  const today = location.hours.find((hours) => hours.day === clock.day) ?? null;
  return { open: minutesToClose(location.hours, clock) !== null, today };
}

/**
 * Whether the restaurant is closed at some moment from `from` until `to`: an order for `to`
 * waits for it to open again. An opening that ends as the next begins (open all night) is no
 * closing. False when the restaurant publishes no hours.
 */
export function closesBefore(
  location: Pick<Location, 'hours' | 'timezone'>,
  from: Date,
  to: Date,
): boolean {
  const { hours, timezone } = location;
  if (!hours || hours.length === 0) return false;
  let at = from;
  // Closed now, whatever the time; then a week of openings at most, each ending where the next
  // may begin.
  for (let opening = 0; opening < 8; opening += 1) {
    const minutes = minutesToClose(hours, restaurantClock(at, timezone));
    if (minutes === null) return true;
    at = new Date(at.getTime() + minutes * 60_000);
    if (at >= to) return false;
  }
  return false;
}

/**
 * `HH:mm` (24 h) as customers read it in their language (§4.11): `6:00 AM`, `12:30 PM`,
 * `1:00 AM`; in Spanish `6:00 a.m.`, as the checkout writes its times.
 */
export function formatClock(time: string, language: Language = 'en-US'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (language === 'es') {
    return dateTimeFormat(intlLocale(language), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, 0, 1, hours, minutes));
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
