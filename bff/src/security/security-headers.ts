import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { BffConfig } from '../config';
import type { RemoteConfigEntry } from '@qsr/shared-contracts/core';
import { contextOf } from '../logging/request-context';
import type { ResolveRemotes } from '../remotes-config/resolve-remotes';
import { isLocalRequest } from './local-host';
import { PERMISSIONS_POLICY } from './permissions-policy';

/** Paths whose answers are data, never a page: they get the locked-down policy. */
const DATA_PATHS = /^\/(?:api|cms|config|healthz|readyz)(?:\/|$)/i;

/** The CSP of every data answer: it may load, frame or run nothing. */
/** Google Places Autocomplete's script, its answers and its pictures (only with its key). */
const PLACES_ORIGINS = [
  'https://maps.googleapis.com',
  'https://places.googleapis.com',
  'https://maps.gstatic.com',
];

export const DATA_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The origins of the remotes a page loads, from `/config/remotes.json` entries: an absolute
 * entry (a CDN, a remote's dev server) contributes its origin; a relative one is the site's own.
 */
export function remoteOrigins(remotes: readonly Pick<RemoteConfigEntry, 'entry'>[]): string[] {
  const origins = new Set<string>();
  for (const { entry } of remotes) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Relative: served by the BFF itself ('self').
    }
  }
  return [...origins];
}

/**
 * Security headers:
 * - helmet's baseline (nosniff, frame and referrer rules, COOP, CORP same-site…);
 * - a Content-Security-Policy: pages may use the site's own origin, the origins of the
 *   remotes pinned for their channel, the maps and bot-check origins when configured
 *   (`MAPS_ORIGIN`, `CAPTCHA_ORIGIN`), Google Places' when its key is set (`PLACES_API_KEY`), and the wallet's method origin for the browser's
 *   manifest fetch (`WALLET_METHOD`), nothing else; data answers (`/api`, `/cms`, …) get
 *   `default-src 'none'`;
 * - HSTS and `upgrade-insecure-requests` outside localhost;
 * - a `Permissions-Policy` on every answer: only the features the site uses, for itself.
 */
export function securityHeaders(options: {
  config: BffConfig;
  resolveRemotes: ResolveRemotes;
}): RequestHandler {
  const { config, resolveRemotes } = options;
  const originsOf = new WeakMap<ServerResponse, string>();
  const remotes = (_req: IncomingMessage, res: ServerResponse) => originsOf.get(res) ?? '';
  const maps = [
    ...new Set([...config.mapsOrigins, ...(config.placesApiKey ? PLACES_ORIGINS : [])]),
  ];
  const captcha = config.captchaOrigins;
  // The browser fetches the wallet's payment method manifest under the page's connect-src.
  const method = config.wallet?.method ?? '';
  const wallet = method.startsWith('https://') ? [new URL(method).origin] : [];

  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", remotes, ...maps, ...captcha],
    scriptSrcAttr: ["'none'"],
    // Remotes inject their CSS as <style> elements (style-loader) when they load.
    styleSrc: ["'self'", "'unsafe-inline'", remotes, ...maps, ...captcha],
    imgSrc: ["'self'", 'data:', remotes, ...maps, ...captcha],
    fontSrc: ["'self'", 'data:', remotes, ...maps],
    connectSrc: ["'self'", remotes, ...maps, ...captcha, ...wallet],
    frameSrc: ["'self'", ...maps, ...captcha],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
  };
  const siteLocal = helmet.contentSecurityPolicy({ useDefaults: false, directives });
  const siteRemote = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...directives, upgradeInsecureRequests: [] },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  // Resources are same-site, not same-origin: a remote's dev server on its own localhost port
  // loads files from this one. Popups (sign-in providers) keep their opener.
  const baseline = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  const policy: RequestHandler = (req, res, next) => {
    const local = isLocalRequest(req);
    const withHsts: RequestHandler = local ? (_q, _s, done) => done() : hsts;
    withHsts(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      if (DATA_PATHS.test(req.path)) {
        res.setHeader('content-security-policy', DATA_CSP);
        next();
        return;
      }
      resolveRemotes(contextOf(res).channel, config.siteEnv).then(
        (resolved) => {
          originsOf.set(res, remoteOrigins(resolved.remotes).join(' '));
          (local ? siteLocal : siteRemote)(req, res, next);
        },
        (resolveError: unknown) => next(resolveError),
      );
    });
  };

  return (req, res, next) => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    baseline(req, res, (error?: unknown) => {
      if (error) next(error);
      else policy(req, res, next);
    });
  };
}
