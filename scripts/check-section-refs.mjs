#!/usr/bin/env node
// `npm run lint`: every `§n` / `§n.m` that a file of the repository cites must be a numbered
// heading of docs/requirements.md (`## 4. …`, `### 4.11 …`), so that a reader finds the
// requirement inside the repository. References to other documents' sections (`RFC 9110 §7.6.1`)
// are not ours and are passed over. Exits 1, listing each reference with no heading.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';
import { listedFiles, readTexts } from './repo-files.mjs';

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

/** Of `files`, those that may cite a section: text, not the requirements or a lock file. */
export function citingCandidates(files) {
  return files
    .filter((file) => file !== REQUIREMENTS && !file.endsWith('package-lock.json'))
    .filter((file) => !BINARY.test(file));
}

/** The check over `files` (paths under `dir`, which has the requirements); the exit code. */
export function checkSectionRefs(dir, files) {
  const headings = headingNumbers(readFileSync(path.join(dir, REQUIREMENTS), 'utf8'));
  const citing = readTexts(dir, citingCandidates(files)).filter(({ text }) => text.includes('§'));
  const missing = unresolved(citing, headings);
  if (missing.length > 0) {
    console.error(`Section references with no heading in ${REQUIREMENTS}:`);
    for (const line of missing) console.error(`  ${line}`);
    return 1;
  }
  console.log(`check-section-refs: ${citing.length} files cite sections; every one is a heading.`);
  return 0;
}

if (isEntry(import.meta.url)) process.exitCode = checkSectionRefs(root, listedFiles(root));
