import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './schema';

export type Db = Database.Database;

export const MEMORY = ':memory:';

/**
 * Opens (and creates, with its folder) the sandbox database, in WAL mode, and brings its
 * schema up to date. Use `:memory:` in tests.
 */
export function openDatabase(file: string): Db {
  if (file !== MEMORY) fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    const sql = MIGRATIONS[version] as string;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}

/** Deletes a database file and its WAL companions (used by `npm run reset`). */
export function deleteDatabaseFiles(file: string): void {
  if (file === MEMORY) return;
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    fs.rmSync(`${file}${suffix}`, { force: true });
  }
}
