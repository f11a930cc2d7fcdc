import { z } from 'zod';

/** A query value: the empty (or blank) string counts as absent. */
const present = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional numeric query parameter, checked by `schema` when present. */
export const queryNumber = (schema: z.ZodNumber = z.number()) =>
  z.preprocess(
    present,
    z.coerce.number({ error: 'must be a number' }).finite().pipe(schema).optional(),
  );

/** An optional, trimmed, non-blank text query parameter. */
export const queryString = (maxLength = 200) =>
  z.preprocess(present, z.string().trim().min(1).max(maxLength).optional());

/** `true`/`1` or `false`/`0`; absent is false. */
export const queryFlag = () =>
  z.preprocess(
    present,
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );

/** A path segment that must be a positive integer id, else undefined. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
