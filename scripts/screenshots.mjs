#!/usr/bin/env node
// `npm run screenshots`: the contact sheet. Builds what is stale, then runs the visual comparisons
// (e2e/tests/visual-system.spec.ts) with CONTACT_SHEET set, which also writes every key page and
// overlay whole, at 390×844 and 1280×800, consumer and catering, English and Spanish, to
// docs/screenshots/<page>-<channel>-<language>-<phone|desktop>.png, and the release console's
// test its page after a canary's abort. Arguments go to Playwright:
// `npm run screenshots -- --update-snapshots` also refreshes the committed baselines.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';

const SPECS = ['tests/visual-system.spec.ts', 'tests/canary-release-console.spec.ts'];

/** The commands, one after the other: the build, then Playwright with `args`, into `sheet`. */
export function screenshotSteps(dir, sheet, args, environment = process.env) {
  return [
    [process.execPath, [path.join(dir, 'scripts/build.mjs')], { cwd: dir }],
    [
      'npx',
      ['playwright', 'test', ...SPECS, ...args],
      { cwd: path.join(dir, 'e2e'), env: { ...environment, CONTACT_SHEET: sheet } },
    ],
  ];
}

/** Runs `steps` with `run` (spawnSync's signature) until one fails; returns its exit code, or 0. */
export function runSteps(steps, run = spawnSync) {
  for (const [command, args, options] of steps) {
    const result = run(command, args, { stdio: 'inherit', ...options });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

if (isEntry(import.meta.url)) {
  const sheet = path.join(root, 'docs/screenshots');
  const failed = runSteps(screenshotSteps(root, sheet, process.argv.slice(2)));
  if (failed) process.exit(failed);
  console.log(`Contact sheet written to ${sheet}`);
}
