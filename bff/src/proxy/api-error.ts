import type { Response } from 'express';

/** A refusal or failure of an `/api` call as the JSON `{ message }` the §8 request helper shows. */
export function sendApiError(res: Response, status: number, message: string): void {
  res.status(status).set('cache-control', 'no-store').json({ message });
}
