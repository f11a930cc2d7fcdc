import type { Request } from 'express';
import type { Language } from '@qsr/shared-contracts/core';

/** The languages the sandbox's upstreams answer in: English, and Spanish where asked for. */
export const API_LANGUAGES = ['en', 'es'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/** The site's language of an answer's language: the receipt's words are the site's. */
export const SITE_LANGUAGE: Record<ApiLanguage, Language> = { en: 'en-US', es: 'es' };

/**
 * The language a request asks for in its `Accept-Language` header (`es`, `es-MX`, `es;q=0.9, en;q=0.5`
 * …), negotiated by Express; English without one, or when it names neither.
 */
export function requestLanguage(req: Pick<Request, 'acceptsLanguages'>): ApiLanguage {
  const best = req.acceptsLanguages(...API_LANGUAGES);
  return best === 'es' ? 'es' : 'en';
}
