import type { Language } from './language';

export interface ProductImage {
  filename: string;
  groupname: string;
  /** What the picture shows, in the answer's language: its `alt` text. */
  alt?: string;
}

export interface ProductChoice {
  id: number;
  name: string;
  cost: number;
  calories?: number;
  /** What the choice adds to the item's allergens (a sauce's egg); absent when it adds none. */
  allergens?: string[];
}

export interface ProductOption {
  id: number;
  name: string;
  /** Fewest and most choices the customer must / may pick in this group. */
  min: number;
  max: number;
  /** Most of one choice (choice quantities), 1 when a choice is a plain pick. */
  maxPerChoice?: number;
  choices: ProductChoice[];
}

/**
 * A daypart: the stretch of the day an item is served, on the restaurant's clock (`HH:mm`,
 * 24 h). `from` is included, `until` is not; `until` before `from` runs past midnight.
 */
export interface Daypart {
  /** What the customer calls it: `breakfast`. */
  name: string;
  from: string;
  until: string;
}

/**
 * §3 `availability`: `now` is whether it can be ordered as soon as possible when the menu was
 * answered; `unavailable` says the restaurant has taken it off for now (any time); `daypart`,
 * the part of the day it is served. Whether it can be ordered for a time is `orderability`.
 */
export interface ProductAvailability {
  now: boolean;
  unavailable?: boolean;
  daypart?: Daypart;
}

/** §3 Product. */
export interface Product {
  id: number;
  sku: string;
  name: string;
  description?: string;
  images: ProductImage[];
  availability: ProductAvailability;
  cost: number;
  calories?: number;
  options?: ProductOption[];
  nutrition?: Record<string, number>;
  allergens?: string[];
  /** Its dietary flags as served (`DIETARY_FLAGS`); absent when it has none. */
  dietary?: string[];
}

export interface MenuCategory {
  id: number;
  name: string;
  description?: string;
  products: Product[];
}

/**
 * §3 Menu. `expires` is set when stored (one hour ahead), and `language` (§4.11): the language
 * it was read in, so that a page never shows one language's menu in the other.
 */
export interface Menu {
  id: number;
  name?: string;
  categories: MenuCategory[];
  expires?: number;
  language?: Language;
}
