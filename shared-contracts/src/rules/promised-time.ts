import type { Language } from '../types/language';
import { dateTimeFormat, intlLocale } from './dates';
import { DEFAULT_RESTAURANT_ZONE } from './restaurant-zone';

// The zone's short name goes with every promised time: a customer may read it elsewhere.
const CLOCK: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const DAY_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  ...CLOCK,
};
// en-CA writes a date as yyyy-MM-dd.
const DAY_KEY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** Formats in a zone, in the default zone when the restaurant's is not one Intl knows. */
export function zoneFormat(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return dateTimeFormat(locale, { ...options, timeZone: zone });
  } catch {
    return dateTimeFormat(locale, { ...options, timeZone: DEFAULT_RESTAURANT_ZONE });
  }
}

/**
 * A promised time (ISO 8601) as the customer reads it, on the confirmation page and in the
 * confirmation e-mail alike: in the restaurant's zone with the zone's short name, `Sun, Nov 29,
 * 6:15 PM EST` (`dom, 29 de nov, 6:15 p.m. EST`). With `today` (a page read now), a time on
 * that day in the restaurant's zone leaves the day out: `6:15 PM EST`. A text that is not a
 * time is given back as it came.
 */
export function formatPromised(
  iso: string,
  zone: string,
  language: Language,
  today?: number,
): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const locale = intlLocale(language);
  const day = zoneFormat('en-CA', zone, DAY_KEY);
  const sameDay = today !== undefined && day.format(at) === day.format(today);
  return zoneFormat(locale, zone, sameDay ? CLOCK : DAY_TIME).format(at);
}
