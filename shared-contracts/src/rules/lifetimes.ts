const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** §9 stored location lifetime. */
export const LOCATION_LIFETIME_MS = DAY_MS;
/** §9 stored menu lifetime. */
export const MENU_LIFETIME_MS = HOUR_MS;
/** §9 stored order lifetime. */
export const ORDER_LIFETIME_MS = DAY_MS;
/** §4.1, §9: a saved order is discarded this long after it was created. */
export const ORDER_MAX_AGE_MS = 48 * HOUR_MS;

/** The `expires` value of something stored now (epoch ms). */
export function expiresFrom(now: Date, lifetimeMs: number): number {
  return now.getTime() + lifetimeMs;
}

/** A stored value without `expires`, or past it, is no longer used. */
export function isExpired(expires: number | undefined, now: Date): boolean {
  return typeof expires !== 'number' || expires <= now.getTime();
}

/**
 * §3 order `created` (`YYYYMMDD HH:mm`), read as the browser's local time: the ordering API
 * writes it in the restaurant's time, which for a 48-hour rule is close enough.
 */
export function parseCreated(created: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2}) (\d{2}):(\d{2})$/.exec(created.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  // Rejects 20240231 and the like, which Date would roll over.
  return date.getMonth() === month - 1 && date.getDate() === day && hour < 24 && minute < 60
    ? date
    : null;
}

/** §4.1: a saved order is discarded at start if it has no `created`, or it is over 48 h old. */
export function isSavedOrderStale(order: { created?: string | null }, now: Date): boolean {
  const created = order.created ? parseCreated(order.created) : null;
  return !created || now.getTime() - created.getTime() > ORDER_MAX_AGE_MS;
}
