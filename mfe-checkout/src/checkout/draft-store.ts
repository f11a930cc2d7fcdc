import {
  browserSessionStorage,
  readStored,
  type Order,
  type StoredSchema,
} from '@qsr/shared-contracts';
import type { CheckoutDraft, HandoffMode, TipChoice } from './draft';

/**
 * A reload of checkout loses nothing the customer typed or chose: the draft is
 * kept in this tab's session storage, for the box it was made for. The tab's storage, not the
 * shared state's local storage: a guest's contact details leave with the tab (the shared state
 * keeps them in memory only), and a form draft is the remote's own (docs/architecture.md, State
 * and the event bus). The card is never here, nor which card pays (a reload asks for the card
 * again; a member's first saved card is chosen again).
 */
export const DRAFT_STORAGE_KEY = 'qsr.checkout.draft';

type KeptDraft = Omit<CheckoutDraft, 'payment'>;

interface Stored {
  orderId: string;
  /** The order's handoff, address and time when the draft was kept (see `orderBasis`). */
  basis: string;
  draft: KeptDraft;
}

/**
 * What the draft's handoff, address and time were chosen against: when the order's own changed
 * since (the box moved to delivery from the header, say), the order's win.
 */
export function orderBasis(order: Order): string {
  return JSON.stringify([
    order.handoff,
    order.address?.address ?? null,
    order.time.mode,
    order.time.wanted ?? null,
  ]);
}

const HANDOFFS: readonly HandoffMode[] = ['pickup', 'curbside', 'delivery'];
const DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'building',
  'city',
  'zip',
] as const;
const VEHICLE_PARTS = ['make', 'model', 'color'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringsAt = (value: unknown, keys: readonly string[]) =>
  isObject(value) && keys.every((key) => typeof value[key] === 'string');

function isKeptDraft(value: unknown): value is KeptDraft {
  if (!isObject(value) || !isObject(value.details) || !isObject(value.time)) return false;
  const { time } = value;
  return (
    HANDOFFS.includes(value.handoff as HandoffMode) &&
    stringsAt(value.details, DETAIL_FIELDS) &&
    stringsAt(value.details.vehicle, VEHICLE_PARTS) &&
    (time.mode === 'asap' || time.mode === 'scheduled') &&
    (time.wanted === null || typeof time.wanted === 'string') &&
    (value.customTip == null || typeof value.customTip === 'string') &&
    (value.details.state === undefined || typeof value.details.state === 'string')
  );
}

/** Schema of the kept draft: for an order, against a basis, every field of its type. */
const storedDraft: StoredSchema<Stored> = (raw) =>
  isObject(raw) &&
  typeof raw.orderId === 'string' &&
  typeof raw.basis === 'string' &&
  isKeptDraft(raw.draft)
    ? (raw as unknown as Stored)
    : undefined;

function read(storage: Storage, orderId: string): Stored | null {
  const kept = readStored(storage, DRAFT_STORAGE_KEY, storedDraft);
  return kept?.orderId === orderId ? kept : null;
}

/**
 * The draft kept for this order, over `fresh` (the draft from the order and the member): all
 * of it while the order's handoff, address and time are still what it was kept against, else
 * only who the order is for and the vehicle.
 */
export function restoreDraft(
  order: Order,
  fresh: CheckoutDraft,
  storage: Storage | null = browserSessionStorage(),
): CheckoutDraft {
  const stored = storage && read(storage, order.id);
  if (!stored) return fresh;
  const { draft } = stored;
  // The tip as typed; none typed: the order's, as it is.
  const tip: TipChoice = { customTip: draft.customTip ?? fresh.customTip };
  // What the customer typed stays; a contact field they left empty takes the member's (a guest
  // who signs in halfway through comes back to their details filled in).
  const contact = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, draft.details[field] || fresh.details[field]]),
  ) as Pick<CheckoutDraft['details'], (typeof CONTACT_FIELDS)[number]>;
  if (stored.basis === orderBasis(order)) {
    return {
      ...draft,
      details: { ...draft.details, ...contact },
      ...tip,
      payment: fresh.payment,
    };
  }
  return {
    ...fresh,
    ...tip,
    details: { ...fresh.details, ...contact, vehicle: draft.details.vehicle },
  };
}

const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

/** Keeps the draft (never the card) for a reload of this tab; a full storage keeps nothing. */
export function keepDraft(
  order: Order,
  { payment: _payment, ...draft }: CheckoutDraft,
  storage: Storage | null = browserSessionStorage(),
): void {
  try {
    const stored: Stored = { orderId: order.id, basis: orderBasis(order), draft };
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the draft lives as long as the page, as before.
  }
}

/** The order is placed: what was typed for it goes. */
export function forgetDraft(storage: Storage | null = browserSessionStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
