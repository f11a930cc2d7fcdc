import type { Request, Response } from 'express';
import { queryLanguageCookie } from '@qsr/shared-contracts/core';
import { yearCookie } from '../security/year-cookie';

/**
 * §4.11 a page's `lang` parameter chooses the language: the page's answer keeps it in the
 * language cookie, so that a page opened before this one's scripts ran (a slow phone, a second
 * tab, no script) opens in the same language. Once they run, the host writes the same cookie
 * from the chosen language, by the same rule; its scripts read it, so it is not httpOnly.
 */
export function keepQueryLanguage(req: Request, res: Response, search: string): void {
  const cookie = queryLanguageCookie(search);
  if (cookie) res.append('set-cookie', yearCookie(req, cookie.name, cookie.value));
}
