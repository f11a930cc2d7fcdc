#!/usr/bin/env node
// `npm run lint`: nothing in the repository (code, tests, configs, READMEs, docs) cites the
// starting design brief, design.md, which is kept outside the repository: a reader of the repo
// cannot open it, and it does not change when the code does. A rule is cited where the repo
// itself states it (docs/architecture.md, docs/decisions.md, docs/operations.md, a package's
// README), and a rule written nowhere yet is added there first. Exits 1, listing each line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';

const SELF = path.relative(root, fileURLToPath(import.meta.url));

/**
 * git grep for `text` in every tracked and untracked, not ignored, text file under `dir` (so
 * never node_modules, dist or .git) but `exclude`, in one fast pass.
 */
export function gitGrep(dir, text, exclude) {
  return spawnSync(
    'git',
    ['grep', '-n', '-I', '-i', '-F', '--untracked', '-e', text, '--', '.', `:(exclude)${exclude}`],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Prints what `grep` (git grep's result) found; returns the exit code. */
export function report(grep) {
  // git grep exits 1 when nothing matches, 0 when something does, above 1 on an error.
  if (grep.status !== 0 && grep.status !== 1) {
    console.error(`check-outside-refs: git grep failed: ${grep.stderr || grep.error}`);
    return 2;
  }
  const found = grep.stdout.split('\n').filter(Boolean);
  if (found.length > 0) {
    console.error(
      `check-outside-refs: ${found.length} line(s) cite design.md, a file outside the repository ` +
        'that a reader cannot open. Cite the rule where the repository states it ' +
        '(docs/architecture.md, docs/decisions.md, docs/operations.md or the package README), ' +
        'adding it there if it is written nowhere:',
    );
    for (const line of found) console.error(`  ${line.trim()}`);
    return 1;
  }
  console.log('check-outside-refs: no file cites design.md.');
  return 0;
}

if (isEntry(import.meta.url)) process.exitCode = report(gitGrep(root, 'design.md', SELF));
