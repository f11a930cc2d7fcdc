/**
 * Run-time site configuration the BFF writes into the served HTML as a JSON data block
 * (`<script type="application/json" id="qsr-site-config">`), so one build serves every
 * environment and no secret ever reaches the browser bundle.
 */
export interface SiteConfig {
  brandName: string;
  environment: string;
  /** The port that serves the catering channel (§1), besides host names containing "catering". */
  cateringPort: string;
  /** The consumer site's origin, for catering's 'Back to Home' link. */
  consumerOrigin: string;
  /** Content service endpoint and public token (§7.3). */
  contentEndpoint: string;
  contentToken: string;
  /** The content CDN's region (eu, us, ap, ca, cn) when the endpoint is the CDN's default. */
  contentRegion?: string;
  mapsApiKey?: string;
  /** Google Places' browser key: delivery addresses are completed by it, else by the ordering API. */
  placesApiKey?: string;
  /** The wallet checkout offers through the Payment Request API; without it, cards only. */
  wallet?: WalletMethod;
  /** The bot-check widget (§7.5); without it, calls that need a bot-check result are refused. */
  botCheck?: BotCheckWidgetConfig;
}

/** A Payment Request method: its identifier, the name customers know it by, its data. */
export interface WalletMethod {
  method: string;
  name: string;
  data?: Record<string, unknown>;
}

/** The bot-check widget's script (reCAPTCHA v3 browser API) and its public site key. */
export interface BotCheckWidgetConfig {
  scriptUrl: string;
  siteKey: string;
}

export const SITE_CONFIG_ELEMENT_ID = 'qsr-site-config';

export const DEFAULT_BRAND_NAME = 'Biscuit Barn';

export function readSiteConfig(doc: Document = document): SiteConfig {
  const fallback: SiteConfig = {
    brandName: DEFAULT_BRAND_NAME,
    environment: 'development',
    cateringPort: '2001',
    consumerOrigin: '/',
    contentEndpoint: '/cms',
    contentToken: 'sandbox-public-token',
  };
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<SiteConfig>) };
  } catch {
    return fallback;
  }
}
