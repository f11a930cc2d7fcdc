import type { GeographyPaths } from './geography';

/** What the page asks the geography worker: an atlas file and a view to draw it in. */
export interface DrawRequest {
  id: number;
  /** The atlas file (atlas-files.ts): states, or counties and states. */
  url: string;
  withCounties: boolean;
  /** The view's Mercator projection (view.ts): its scale, translation and clip box. */
  scale: number;
  translate: [number, number];
  clip: [[number, number], [number, number]] | null;
}

/** The worker's answer to the request of the same id: the paths, or why it could not. */
export type DrawAnswer = { id: number; paths: GeographyPaths } | { id: number; failed: string };
