import type { Request, Response } from 'express';
import { serialize as serializeCookie } from 'cookie';
import { queryLanguageCookie } from '@qsr/shared-contracts/core';
import { isLocalRequest } from '../security/local-host';

/** As long as the host keeps the cookie it writes (shared-contracts `writeCookie`): a year. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * §4.11 a page's `lang` parameter chooses the language: the page's answer keeps it in the
 * language cookie, so that a link followed before the page's scripts run (a slow phone, no
 * script) opens in the same language. Once they run, the host writes the same cookie from the
 * chosen language, by the same rule. Readable by the page's scripts, as the host's is.
 */
export function keepQueryLanguage(req: Request, res: Response, search: string): void {
  const cookie = queryLanguageCookie(search);
  if (!cookie) return;
  res.append(
    'set-cookie',
    serializeCookie(cookie.name, cookie.value, {
      secure: !isLocalRequest(req),
      sameSite: 'lax',
      path: '/',
      maxAge: MAX_AGE_SECONDS,
    }),
  );
}
