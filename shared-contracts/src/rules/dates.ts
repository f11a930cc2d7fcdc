import type { Language } from '../types/language';

/**
 * The locale a language's dates and times are written in (§4.11): Spanish as it is written in
 * the United States, where the restaurants are (a 12-hour clock, `6:05 p.m.`), not Spain's.
 */
export function intlLocale(language: Language): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** How long a date is written: `Nov 23, 2026` or `November 23, 2026` (in the page's language). */
export type DateLength = 'medium' | 'long';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for a locale and options, made once per page: making one costs a phone
 * milliseconds, and a list (restaurants, jobs, articles, orders) or the checkout's times would
 * otherwise make one per item per render. Throws, like `Intl.DateTimeFormat`, on an unknown zone.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A moment's date in the page's language (in the browser's zone unless one is given). */
export function formatDate(
  date: Date,
  language: Language,
  length: DateLength,
  timeZone?: string,
): string {
  return dateTimeFormat(intlLocale(language), { dateStyle: length, timeZone }).format(date);
}

/**
 * A calendar date with no time (`2026-11-23`: a job's posting, an article's date), read at noon
 * UTC so that no time zone moves it to another day.
 */
export function formatCalendarDate(day: string, language: Language, length: DateLength): string {
  return formatDate(new Date(`${day}T12:00:00Z`), language, length, 'UTC');
}
