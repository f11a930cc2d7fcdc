import type { RequestHandler } from 'express';
import { bearerHeader, bearerTokenOf } from '../members/bearer-token';
import { sendApiError } from './api-error';

/**
 * For the ordering API: an `authorization` header is one `Bearer <token>` (scheme in any
 * case, any spaces) and goes on as exactly `Bearer <token>`, the form every check of the BFF
 * read; two headers, another scheme or no token is 400, never a guess.
 */
export function canonicalAuthorization(): RequestHandler {
  return (req, res, next) => {
    const headers = req.headersDistinct.authorization;
    if (!headers) {
      next();
      return;
    }
    const token = headers.length === 1 ? bearerTokenOf(headers[0]) : undefined;
    if (!token) {
      sendApiError(res, 400, 'Bad request');
      return;
    }
    req.headers.authorization = bearerHeader(token);
    next();
  };
}
