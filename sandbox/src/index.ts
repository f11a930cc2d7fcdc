/** What other code (tests, scripts) may use of the sandbox. */
export { createApp, ORDERING_V1, ORDERING_V2 } from './app';
export { DEFAULT_OPTIONS, type SandboxOptions } from './context';
export { loadConfig, type SandboxConfig } from './config';
export { openDatabase, deleteDatabaseFiles, type Db } from './db/database';
export { seed, isSeeded, type SeedResult } from './db/seed';
