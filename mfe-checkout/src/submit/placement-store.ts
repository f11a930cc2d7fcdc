import { browserStorage, readStored, type StoredSchema } from '@qsr/shared-contracts';

/**
 * One idempotency key per placement of an order: made at the first Place Order, kept
 * in local storage so that a second click, a reload or another tab with the same box sends the
 * same key (the ordering API then answers once and charges once), and replaced only after a
 * definitive answer the customer acts on (a declined card, a closed time slot). `checking`
 * marks a placement whose answer never came: a reload goes on asking instead of offering Place
 * Order again.
 */
export const PLACEMENT_STORAGE_KEY = 'qsr.checkout.placement';

interface Placement {
  orderId: string;
  key: string;
  checking: boolean;
}

/** Memory for a browser without storage: the key still holds for this page. */
let fallback: Placement | null = null;

/** Schema of the kept placement: an order, a key long enough to be one the page made. */
const storedPlacement: StoredSchema<Placement> = (raw) => {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const kept = raw as Partial<Record<keyof Placement, unknown>>;
  return typeof kept.orderId === 'string' && typeof kept.key === 'string' && kept.key.length >= 8
    ? { orderId: kept.orderId, key: kept.key, checking: kept.checking === true }
    : undefined;
};

function read(orderId: string): Placement | null {
  const kept = readStored(browserStorage(), PLACEMENT_STORAGE_KEY, storedPlacement);
  if (kept?.orderId === orderId) return kept;
  return fallback?.orderId === orderId ? fallback : null;
}

function write(placement: Placement): Placement {
  fallback = placement;
  try {
    browserStorage()?.setItem(PLACEMENT_STORAGE_KEY, JSON.stringify(placement));
  } catch {
    // Full or blocked storage: the page's memory keeps it.
  }
  return placement;
}

function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The order's placement: the one kept, or a new one with a fresh key. */
export function placementOf(orderId: string): Placement {
  return read(orderId) ?? write({ orderId, key: newKey(), checking: false });
}

/** Whether a placement of this order is waiting for its answer. */
export const isChecking = (orderId: string): boolean => read(orderId)?.checking ?? false;

export function setChecking(orderId: string, checking: boolean): void {
  write({ ...placementOf(orderId), checking });
}

/** A definitive refusal: the next attempt is a new placement, with a new key. */
export function renewPlacement(orderId: string): void {
  write({ orderId, key: newKey(), checking: false });
}

/** The order is placed: its placement is done. */
export function forgetPlacement(): void {
  fallback = null;
  try {
    browserStorage()?.removeItem(PLACEMENT_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
