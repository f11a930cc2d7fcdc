import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ZodError } from 'zod';

/**
 * Error body of the ordering API: `{ message, code }`. A numbered customer message such as
 * `[100] Location not found` carries its number in the text and in `code`; plain HTTP
 * failures use the status as the code.
 */
export interface ErrorBody {
  message: string;
  code: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

/** A customer message with its number: `[code] text`. */
function numbered(status: number, code: number, text: string): ApiError {
  return new ApiError(status, `[${code}] ${text}`, code);
}

/** The sandbox's error catalogue (grows with the ordering API). */
export const errors = {
  notFound: () => new ApiError(404, 'Not found', 404),
  badRequest: (message: string) => new ApiError(400, message, 400),
  searchNeedsPlace: () => new ApiError(400, 'A search needs a place or coordinates.', 400),
  locationNotFound: () => numbered(404, 100, 'Location not found'),
  menuNotFound: () => numbered(404, 110, 'Menu not found'),
  productNotFound: () => numbered(404, 120, 'Product not found'),
};

/** `lat must be a number between -90 and 90.`-style text for the first issue of a query. */
export function fromZodError(error: ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'request';
  return errors.badRequest(`Invalid ${field}: ${issue?.message ?? 'not valid'}.`);
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(errors.notFound());
};

export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    res.status(error.status).json(error.body);
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser failures (malformed JSON, too large …).
    const message = status === 400 ? 'The request body is not valid JSON.' : 'Bad request';
    res.status(status).json({ message, code: status });
    return;
  }
  console.error('sandbox: unexpected error', error);
  res.status(500).json({ message: 'Internal error', code: 500 });
};
