import type { locationsPath } from '@qsr/shared-contracts';

/** Pickup or delivery: the two searches of /locations, and the toggle's two choices (§4.3). */
export type HandoffChoice = Parameters<typeof locationsPath>[0];

/** The search a `mode` query asks for: delivery's only when named, else pickup's. */
export const handoffChoiceOf = (mode: string | null): HandoffChoice =>
  mode === 'delivery' ? 'delivery' : 'pickup';
