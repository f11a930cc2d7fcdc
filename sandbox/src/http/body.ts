import type { Request } from 'express';
import type { z } from 'zod';
import { fromZodError } from './errors';

/** The JSON body checked by a schema; a 400 `Invalid …` error otherwise. */
export function bodyOf<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** The query checked by a schema; a 400 `Invalid …` error otherwise. */
export function queryOf<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** Dollars with at most two decimals, to whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** True when the number has at most two decimals. */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

export const dollars = (cents: number): number => Math.round(cents) / 100;
