#!/usr/bin/env node
// `npm start`: build what is stale, then serve it.
import { spawnSync } from 'node:child_process';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';
import { serve } from './serve.mjs';

/**
 * Builds (with `run`, spawnSync's signature), then serves (`serveSite`) unless the build
 * failed; resolves to the build's exit code when it did, else undefined.
 */
export async function start({ run = spawnSync, serveSite = serve } = {}) {
  const build = run(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  await serveSite();
  return undefined;
}

// A failure of serving is left uncaught: it ends the process, and with it the services started.
if (isEntry(import.meta.url)) {
  start().then((failed) => {
    if (failed !== undefined) process.exit(failed);
  });
}
