import type { RequestHandler } from 'express';
import type { Channel } from '@qsr/shared-contracts/core';
import { contextOf } from '../logging/request-context';
import { NO_CACHE } from '../static/cache-control';

/**
 * The theme colour of each channel: shared-ui's `--ui-color-brand` of the channel's theme (a test
 * compares them), the app icons' background, the pages' `theme-color`.
 */
export const THEME_COLOURS: Record<Channel, string> = {
  default: '#9b2915',
  catering: '#1f5a3d',
};
const BACKGROUND = '#fff8ec';
const ICON_SIZES = [192, 512];

/** The web app manifest of a channel: what the site installs as. */
export function webManifest(channel: Channel, brandName: string) {
  const catering = channel === 'catering';
  const name = catering ? `${brandName} Catering` : brandName;
  return {
    name,
    short_name: catering ? 'Catering' : brandName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: THEME_COLOURS[channel],
    icons: ICON_SIZES.map((size) => ({
      src: `/icons/${channel}-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/** `/manifest.webmanifest` for the request's channel (host name and port), never cached. */
export function webManifestHandler(brandName: string): RequestHandler {
  return (_req, res) => {
    res
      .set('cache-control', NO_CACHE)
      .vary('host')
      .type('application/manifest+json')
      .send(JSON.stringify(webManifest(contextOf(res).channel, brandName)));
  };
}
