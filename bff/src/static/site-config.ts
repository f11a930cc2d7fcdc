import type { BffConfig } from '../config';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@qsr/shared-contracts/core';

/** The run-time configuration the browser reads; nothing secret may go in here. */
export function siteConfigFrom(config: BffConfig): SiteConfig {
  return {
    brandName: config.brandName,
    environment: config.siteEnv,
    cateringPort: String(config.cateringPort),
    consumerOrigin: config.publicOrigins.default,
    contentEndpoint: '/cms',
    contentToken: config.contentToken,
    ...(config.botCheck ? { botCheck: config.botCheck } : {}),
    ...(config.mapsApiKey ? { mapsApiKey: config.mapsApiKey } : {}),
    ...(config.placesApiKey ? { placesApiKey: config.placesApiKey } : {}),
    ...(config.wallet ? { wallet: config.wallet } : {}),
  };
}

/**
 * JSON that is safe inside a `<script>` element: `<` (so no `</script>` or `<!--`), `>`, `&`
 * and the JavaScript line separators are escaped; `JSON.parse` reads it back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Writes the site configuration block just before `</head>` (or at the start without one). */
export function injectSiteConfig(html: string, siteConfig: SiteConfig): string {
  const block = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${jsonForHtml(siteConfig)}</script>`;
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd === -1) return block + html;
  return `${html.slice(0, headEnd)}${block}${html.slice(headEnd)}`;
}
