import type {
  Location,
  Menu,
  MenuCategory,
  OpeningHours,
  Product,
  ProductChoice,
  ProductImage,
  ProductOption,
} from '@qsr/shared-contracts';
import { z } from 'zod';

/**
 * Zod schemas of what the sandbox serves, mirroring the shared-contracts types (§3). Objects
 * are strict: a field the contract does not know fails. The type checks at the bottom keep
 * these schemas and the shared-contracts types in step (`npx tsc` fails when they drift).
 * Seed of the contract tests.
 */

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const OpeningHoursSchema = z.strictObject({
  day: z.number().int().min(0).max(6),
  open: z.string().regex(HHMM),
  close: z.string().regex(HHMM),
});

export const HandoffSchema = z.enum(['pickup', 'curbside', 'delivery']);

export const LocationSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  zip: z.string().regex(/^\d{5}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  menu_id: z.number().int().positive(),
  phone: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  timezone: z.string().min(1).optional(),
  hours: z.array(OpeningHoursSchema).optional(),
  distance: z.number().nonnegative().optional(),
  handoffs: z.array(HandoffSchema).optional(),
  expires: z.number().optional(),
  /** Sandbox extra, not (yet) in shared-contracts: the restaurant's catering menu. */
  catering_menu_id: z.number().int().positive().optional(),
});

export const ProductImageSchema = z.strictObject({
  filename: z.string().min(1),
  groupname: z.string().min(1),
});

export const ProductChoiceSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  cost: z.number().nonnegative(),
  calories: z.number().int().nonnegative().optional(),
});

export const ProductOptionSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: z.string().min(1),
    min: z.number().int().nonnegative(),
    max: z.number().int().positive(),
    maxPerChoice: z.number().int().positive().optional(),
    choices: z.array(ProductChoiceSchema).min(1),
  })
  .refine((option) => option.min <= option.max, { message: 'min must not exceed max' });

export const ProductSchema = z.strictObject({
  id: z.number().int().positive(),
  sku: z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().optional(),
  images: z.array(ProductImageSchema),
  availability: z.strictObject({ now: z.boolean() }),
  cost: z.number().nonnegative(),
  calories: z.number().int().nonnegative().optional(),
  options: z.array(ProductOptionSchema).optional(),
  nutrition: z.record(z.string(), z.number()).optional(),
  allergens: z.array(z.string().min(1)).optional(),
});

export const MenuCategorySchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().optional(),
  products: z.array(ProductSchema),
});

export const MenuSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().optional(),
  categories: z.array(MenuCategorySchema),
  expires: z.number().optional(),
});

/** §8: the error body the shared request helper reads (`message`). */
export const ErrorBodySchema = z.strictObject({
  message: z.string().min(1),
  code: z.number().int(),
});

export const HealthSchema = z.strictObject({ ok: z.literal(true) });

// Compile-time agreement with shared-contracts (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;
export type ContractChecks = [
  Agrees<Same<z.infer<typeof OpeningHoursSchema>, OpeningHours>>,
  Agrees<Same<Omit<z.infer<typeof LocationSchema>, 'catering_menu_id'>, Location>>,
  Agrees<Same<z.infer<typeof ProductImageSchema>, ProductImage>>,
  Agrees<Same<z.infer<typeof ProductChoiceSchema>, ProductChoice>>,
  Agrees<Same<z.infer<typeof ProductOptionSchema>, ProductOption>>,
  Agrees<Same<z.infer<typeof ProductSchema>, Product>>,
  Agrees<Same<z.infer<typeof MenuCategorySchema>, MenuCategory>>,
  Agrees<Same<z.infer<typeof MenuSchema>, Menu>>,
];
