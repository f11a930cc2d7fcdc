import type { locationsPath } from '@qsr/shared-contracts';

/** Pickup or delivery: the two searches of /locations, and the toggle's two choices (§4.3). */
export type HandoffChoice = Parameters<typeof locationsPath>[0];
