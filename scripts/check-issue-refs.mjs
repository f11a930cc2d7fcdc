#!/usr/bin/env node
// `npm run lint`: code and its tests name no issue numbers ("issue 29"). The issues live outside
// the repository, so a reader cannot follow them; the requirement a line serves is cited as a
// section of docs/requirements.md instead (checked by check-section-refs.mjs). Exits 1, listing
// each line that names one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';
import { listedFiles, readTexts } from './repo-files.mjs';

const CODE = /\.(ts|tsx|js|mjs|cjs|css|ya?ml|cfg)$/;
const ISSUE = /\bissues? #?\d{1,3}\b/i;
const SELF = path.relative(root, fileURLToPath(import.meta.url));

export function issueReferences(files) {
  const found = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, index) => {
      if (ISSUE.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/** The check over the code files of `files` (paths under `dir`); returns the exit code. */
export function checkIssueRefs(dir, files) {
  const code = readTexts(
    dir,
    files.filter((file) => CODE.test(file) && file !== SELF),
  );
  const found = issueReferences(code);
  if (found.length > 0) {
    console.error(`check-issue-refs: ${found.length} line(s) name an issue number:`);
    for (const line of found) console.error(`  ${line}`);
    return 1;
  }
  console.log(`check-issue-refs: ${code.length} code files name no issue number.`);
  return 0;
}

if (isEntry(import.meta.url)) process.exitCode = checkIssueRefs(root, listedFiles(root));
