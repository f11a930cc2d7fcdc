#!/usr/bin/env node
// `npm run lint`: code and its tests name no issue numbers ("issue 29"). The issues live outside
// the repository, so a reader cannot follow them; the requirement a line serves is cited as a
// section of docs/requirements.md instead (checked by check-section-refs.mjs). Exits 1, listing
// each line that names one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE = /\.(ts|tsx|js|mjs|cjs|css|ya?ml|cfg)$/;
const ISSUE = /\bissues? #?\d{1,3}\b/i;

export function issueReferences(files) {
  const found = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, index) => {
      if (ISSUE.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = listed
    .split('\n')
    .filter((file) => CODE.test(file) && file !== 'scripts/check-issue-refs.mjs')
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  const found = issueReferences(files);
  if (found.length > 0) {
    console.error(`check-issue-refs: ${found.length} line(s) name an issue number:`);
    for (const line of found) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`check-issue-refs: ${files.length} code files name no issue number.`);
}
