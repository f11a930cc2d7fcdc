// The repository's files as the lint checks read them: tracked and untracked, never ignored ones
// (so never node_modules, dist or .git).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The files git lists under `root`, relative to it. */
export function listedFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\n').filter(Boolean);
}

/**
 * `{ file, text }` of each of `files` under `root`, passing over one that cannot be read (deleted
 * in the working tree, or a folder: a submodule).
 */
export function readTexts(root, files) {
  const texts = [];
  for (const file of files) {
    try {
      texts.push({ file, text: readFileSync(path.join(root, file), 'utf8') });
    } catch {
      continue;
    }
  }
  return texts;
}
