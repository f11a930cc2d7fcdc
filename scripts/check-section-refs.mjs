#!/usr/bin/env node
// `npm run lint`: every `§n` / `§n.m` that a file of the repository cites must be a numbered
// heading of docs/requirements.md (`## 4. …`, `### 4.11 …`), so that a reader finds the
// requirement inside the repository. References to other documents' sections (`RFC 9110 §7.6.1`)
// are not ours and are passed over. Exits 1, listing each reference with no heading.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUIREMENTS = 'docs/requirements.md';
/** `§4`, `§ 4.11`; a preceding `RFC 9110 ` marks another document's section. */
const REFERENCE = /(RFC ?\d+,? )?§ ?(\d+(?:\.\d+)*)/g;
const HEADING = /^#{1,6} (\d+(?:\.\d+)*)\.? /;
/** Not text: nothing to cite from. */
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|sqlite|gz|br|zip|pdf)$/i;

export function headingNumbers(markdown) {
  return new Set(
    markdown
      .split('\n')
      .map((line) => HEADING.exec(line)?.[1])
      .filter(Boolean),
  );
}

export function unresolved(files, headings) {
  const missing = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, index) => {
      for (const [, other, number] of line.matchAll(REFERENCE)) {
        if (!other && !headings.has(number)) {
          missing.push(`${file}:${index + 1}: §${number}`);
        }
      }
    });
  }
  return missing;
}

function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((file) => file && file !== REQUIREMENTS && !file.endsWith('package-lock.json'))
    .filter((file) => !BINARY.test(file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const headings = headingNumbers(readFileSync(path.join(root, REQUIREMENTS), 'utf8'));
  const files = [];
  for (const file of trackedFiles()) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, or a folder (a submodule)
    }
    if (text.includes('§')) files.push({ file, text });
  }
  const missing = unresolved(files, headings);
  if (missing.length > 0) {
    console.error(`Section references with no heading in ${REQUIREMENTS}:`);
    for (const line of missing) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`check-section-refs: ${files.length} files cite sections; every one is a heading.`);
}
