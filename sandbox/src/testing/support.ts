import type { Express } from 'express';
import type { z } from 'zod';
import { createApp } from '../app';
import { openDatabase, type Db } from '../db/database';
import { seed } from '../db/seed';

/** A seeded in-memory sandbox for tests. */
export function seededApp(): { app: Express; db: Db } {
  const db = openDatabase(':memory:');
  seed(db);
  return { app: createApp(db), db };
}

/** Parses with the schema and fails the test with zod's explanation when it does not match. */
export function expectShape<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`response does not match the contract:\n${result.error.message}`);
  }
  return result.data;
}
