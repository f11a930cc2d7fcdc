import StoryblokClient from 'storyblok-js-client';
import { readSiteConfig } from '@qsr/shared-contracts';

let client: StoryblokClient | null = null;

/**
 * The content service client (§7.3) from the site configuration: the site's own `/cms` by
 * default (the BFF forwards it to the sandbox or the real CDN), or an absolute endpoint.
 */
export function contentClient(): StoryblokClient {
  if (client) return client;
  const { contentEndpoint, contentToken, contentRegion } = readSiteConfig();
  const endpoint = new URL(contentEndpoint, window.location.origin).href.replace(/\/+$/, '');
  client = new StoryblokClient({
    accessToken: contentToken,
    endpoint,
    ...(contentRegion ? { region: contentRegion } : {}),
    cache: { type: 'memory', clear: 'auto' },
  });
  return client;
}

/** Tests start each case with a new client (and so an empty cache). */
export function resetContentClient(): void {
  client = null;
}
