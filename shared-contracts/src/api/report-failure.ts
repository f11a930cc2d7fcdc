import { ApiError } from './request';

/**
 * A refusal: the server answered 4xx with its reason (an invalid code, an address out of the
 * area, an order not complete yet). The page shows the customer why; it is no error of the site.
 */
export function isRefusal(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
}

/**
 * Reports a failure a page does not show itself as an error of the site (the console, where the
 * error tracking reads it), unless it is a refusal: the customer reads that one, and the
 * console stays clean. No answer (status 0) and a 5xx are always reported.
 */
export function reportFailure(what: string, failure: unknown): void {
  if (!isRefusal(failure)) console.error(what, failure);
}
