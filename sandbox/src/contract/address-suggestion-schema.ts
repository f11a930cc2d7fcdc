import type { AddressSuggestion } from '@qsr/shared-contracts/core';
import { z } from 'zod';

/* A suggested delivery address, as the contract types it. */

export const AddressSuggestionSchema = z.strictObject({
  label: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  restaurants: z.array(
    z.strictObject({ id: z.number().int().positive(), name: z.string().min(1) }),
  ),
});

export const AddressSuggestionsSchema = z.array(AddressSuggestionSchema).max(5);

// Compile-time agreement with shared-contracts (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;
export type AddressSuggestionContractChecks = [
  Agrees<Same<z.infer<typeof AddressSuggestionSchema>, AddressSuggestion>>,
];
