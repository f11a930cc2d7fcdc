import path from 'node:path';

/** The repository root (sandbox/src → repo). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_PORT = 4010;
export const HOST = '127.0.0.1';
export const DEFAULT_DB_FILE = path.join(REPO_ROOT, '.data', 'sandbox.sqlite');

export interface SandboxConfig {
  port: number;
  host: string;
  /** SQLite file, or `:memory:`. */
  dbFile: string;
}

/**
 * Reads `SANDBOX_PORT` and `SANDBOX_DB`, with the embedded defaults. A relative `SANDBOX_DB`
 * is taken from the repository root, whatever the current directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const rawPort = env.SANDBOX_PORT?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number, got '${rawPort}'`);
  }
  const rawDb = env.SANDBOX_DB?.trim();
  const dbFile = !rawDb
    ? DEFAULT_DB_FILE
    : rawDb === ':memory:'
      ? rawDb
      : path.resolve(REPO_ROOT, rawDb);
  return { port, host: HOST, dbFile };
}
