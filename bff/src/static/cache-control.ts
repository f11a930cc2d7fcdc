import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** A page with one customer's own data in it: for their browser only, asked for again each time. */
export const PRIVATE_NO_CACHE = 'private, no-cache';

/** `main.3f9a1c2e.js`, `412.0123456789abcdef.chunk.css`: a content hash between dots. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./i;

/**
 * A file whose name carries its content hash never changes: cache it for a year. Everything
 * else (`remoteEntry.js`, `mf-manifest.json`, `*.html`, `release.json`) is revalidated on
 * every use, so a redeploy is seen at once (docs/architecture.md, Release: versions and pins:
 * "nobody keeps a stale mix").
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
