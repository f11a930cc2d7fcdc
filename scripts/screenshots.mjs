#!/usr/bin/env node
// `npm run screenshots`: the contact sheet. Builds what is stale, then runs the visual comparisons
// (e2e/tests/visual-system.spec.ts) with CONTACT_SHEET set, which also writes every key page and
// overlay whole, at 390×844 and 1280×800, consumer and catering, English and Spanish, to
// docs/screenshots/<page>-<channel>-<language>-<phone|desktop>.png, and the release console's
// test its page after a canary's abort. Arguments go to Playwright:
// `npm run screenshots -- --update-snapshots` also refreshes the committed baselines.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './processes.mjs';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root });
const specs = ['tests/visual-system.spec.ts', 'tests/canary-release-console.spec.ts'];
run('npx', ['playwright', 'test', ...specs, ...process.argv.slice(2)], {
  cwd: path.join(root, 'e2e'),
  env: { ...process.env, CONTACT_SHEET: path.join(root, 'docs/screenshots') },
});
console.log(`Contact sheet written to ${path.join(root, 'docs/screenshots')}`);
