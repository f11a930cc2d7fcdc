import type { RequestHandler } from 'express';
import { queryHasControlCharacters } from '@qsr/shared-contracts/core';
import { errors } from './errors';

/**
 * A query with control characters is 400 before any route reads it: no search, name or id
 * the platform stores or looks up holds one, and a NUL must never reach SQLite.
 */
export function refuseControlCharacters(): RequestHandler {
  return (req, _res, next) => {
    if (queryHasControlCharacters(req.originalUrl)) {
      next(errors.badRequest('The query must not contain control characters.'));
      return;
    }
    next();
  };
}
