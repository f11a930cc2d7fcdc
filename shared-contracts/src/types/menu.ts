import type { Language } from './client-state';

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

/** §3 Product. */
export interface Product {
  id: number;
  sku: string;
  name: string;
  description?: string;
  images: ProductImage[];
  availability: { now: boolean };
  cost: number;
  calories?: number;
  options?: ProductOption[];
  nutrition?: Record<string, number>;
  allergens?: string[];
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
