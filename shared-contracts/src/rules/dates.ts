/** How long a date is written: `Nov 23, 2026` or `November 23, 2026` (in the page's language). */
export type DateLength = 'medium' | 'long';

/** One formatter per language, length and zone, made once: a list would make one per item. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A moment's date in the page's language (in the browser's zone unless one is given). */
export function formatDate(
  date: Date,
  language: string,
  length: DateLength,
  timeZone?: string,
): string {
  const key = `${language}|${length}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: length, timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A calendar date with no time (`2026-11-23`: a job's posting, an article's date), read at noon
 * UTC so that no time zone moves it to another day.
 */
export function formatCalendarDate(day: string, language: string, length: DateLength): string {
  return formatDate(new Date(`${day}T12:00:00Z`), language, length, 'UTC');
}
