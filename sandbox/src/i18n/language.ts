import type { Request } from 'express';

/** The languages the sandbox's upstreams answer in: English, and Spanish where asked for. */
export const API_LANGUAGES = ['en', 'es'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/**
 * The language a request asks for in its `Accept-Language` header (`es`, `es-MX`, `es;q=0.9, en;q=0.5`
 * …), negotiated by Express; English without one, or when it names neither.
 */
export function requestLanguage(req: Pick<Request, 'acceptsLanguages'>): ApiLanguage {
  const best = req.acceptsLanguages(...API_LANGUAGES);
  return best === 'es' ? 'es' : 'en';
}
