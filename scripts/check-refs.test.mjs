import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { checkIssueRefs, issueReferences } from './check-issue-refs.mjs';
import { gitGrep, report } from './check-outside-refs.mjs';
import {
  checkSectionRefs,
  citingCandidates,
  headingNumbers,
  unresolved,
} from './check-section-refs.mjs';
import { root } from './processes.mjs';
import { listedFiles, readTexts } from './repo-files.mjs';

// Written escaped, so that these checks, run over this file too, find nothing in it.
const ISSUE = 'iss\u0075e';
const SECTION = '\u00a7';

describe('code names no issue number', () => {
  it('lists each line that names one, with its file and line number', () => {
    const files = [
      {
        file: 'bff/src/app.ts',
        text: `// The limit of ${ISSUE} 29.\nconst x = 1;\n  // see ${ISSUE}s #7 and the rest  \n`,
      },
      { file: 'mfe-menu-cart/src/Menu.tsx', text: `// ${SECTION}4.11 the menu\n` },
    ];
    expect(issueReferences(files)).toEqual([
      `bff/src/app.ts:1: // The limit of ${ISSUE} 29.`,
      `bff/src/app.ts:3: // see ${ISSUE}s #7 and the rest`,
    ]);
  });

  it('passes over words that only look like one', () => {
    const text = `const ${ISSUE}s = 3;\n// ${ISSUE} 2026-11 of the magazine\n// t${ISSUE} 4\n// ${ISSUE} 1234\n`;
    expect(issueReferences([{ file: 'a.ts', text }])).toEqual([]);
  });
});

describe('every cited section is a heading of docs/requirements.md', () => {
  const headings = headingNumbers(
    [
      '# Requirements',
      '## 4. Menu',
      '### 4.11 Allergens',
      '#### 8 Errors',
      'Not 5. a heading',
    ].join('\n'),
  );

  it('reads the numbered headings, with or without a closing dot', () => {
    expect([...headings]).toEqual(['4', '4.11', '8']);
  });

  it("lists each of the repository's references with no heading, not another document's", () => {
    const files = [
      {
        file: 'bff/src/errors.ts',
        text: `// ${SECTION}8 the connection message, ${SECTION} 4.11 allergens\n// ${SECTION}4.12 missing\n`,
      },
      {
        file: 'bff/src/cache.ts',
        text: `// RFC 9110 ${SECTION}7.6.1 and RFC9111, ${SECTION}5.2 are not ours; ${SECTION}3 is\n`,
      },
    ];
    expect(unresolved(files, headings)).toEqual([
      `bff/src/errors.ts:2: ${SECTION}4.12`,
      `bff/src/cache.ts:1: ${SECTION}3`,
    ]);
  });
});

describe('the checks over the repository', () => {
  let dir;
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-refs-'));
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the files listed, passing over one that is gone or a folder', () => {
    write('a.ts', 'a');
    fs.mkdirSync(path.join(dir, 'submodule'));
    expect(readTexts(dir, ['a.ts', 'gone.ts', 'submodule'])).toEqual([{ file: 'a.ts', text: 'a' }]);
  });

  it("lists the repository's files, not the ignored ones", () => {
    const files = listedFiles(root);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'scripts/repo-files.mjs']));
    expect(files.some((file) => file.startsWith('node_modules/') || file === '')).toBe(false);
  });

  it('fails naming the code lines that cite an issue, not documents or itself', () => {
    write('bff/src/a.ts', `// the ${ISSUE} 12 fix\n`);
    write('docs/notes.md', `${ISSUE} 12\n`);
    write('scripts/check-issue-refs.mjs', `${ISSUE} 12\n`);
    const files = ['bff/src/a.ts', 'docs/notes.md', 'scripts/check-issue-refs.mjs'];
    expect(checkIssueRefs(dir, files)).toBe(1);
    expect(console.error.mock.calls).toEqual([
      ['check-issue-refs: 1 line(s) name an issue number:'],
      [`  bff/src/a.ts:1: // the ${ISSUE} 12 fix`],
    ]);
    write('bff/src/a.ts', '// the fix\n');
    expect(checkIssueRefs(dir, files)).toBe(0);
    expect(console.log).toHaveBeenCalledWith(
      'check-issue-refs: 1 code files name no issue number.',
    );
  });

  it('reads only text that may cite a section, never the requirements or a lock file', () => {
    expect(
      citingCandidates([
        'docs/requirements.md',
        'package-lock.json',
        'bff/package-lock.json',
        'docs/screenshots/menu.PNG',
        'sandbox/data.sqlite',
        'bff/src/app.ts',
      ]),
    ).toEqual(['bff/src/app.ts']);
  });

  it('fails naming the references with no heading in the requirements', () => {
    write('docs/requirements.md', '# Requirements\n## 4. Menu\n');
    write('bff/src/a.ts', `// ${SECTION}4 and ${SECTION}9\n`);
    write('bff/src/b.ts', 'nothing cited\n');
    const files = ['docs/requirements.md', 'bff/src/a.ts', 'bff/src/b.ts', 'gone.ts'];
    expect(checkSectionRefs(dir, files)).toBe(1);
    expect(console.error.mock.calls).toEqual([
      ['Section references with no heading in docs/requirements.md:'],
      [`  bff/src/a.ts:1: ${SECTION}9`],
    ]);
    write('docs/requirements.md', '# Requirements\n## 4. Menu\n## 9. Errors\n');
    expect(checkSectionRefs(dir, files)).toBe(0);
    expect(console.log).toHaveBeenCalledWith(
      'check-section-refs: 1 files cite sections; every one is a heading.',
    );
  });
});

describe('nothing cites the design brief', () => {
  // Written apart, so that the check, run over this file too, finds nothing in it.
  const BRIEF = ['design', 'md'].join('.');

  beforeEach(() => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("greps the repository's files but the one excluded", () => {
    const grep = gitGrep(root, 'listedFiles(root)', 'scripts/check-issue-refs.mjs');
    expect(grep.status).toBe(0);
    expect(grep.stdout).toContain('scripts/check-section-refs.mjs:');
    expect(grep.stdout).not.toContain('scripts/check-issue-refs.mjs:');
  });

  it('passes when git grep finds nothing', () => {
    expect(report({ status: 1, stdout: '' })).toBe(0);
    expect(console.log).toHaveBeenCalledWith(`check-outside-refs: no file cites ${BRIEF}.`);
  });

  it('fails listing each line that cites it', () => {
    const stdout = `README.md:3:  see ${BRIEF}\ndocs/a.md:9:${BRIEF} says\n`;
    expect(report({ status: 0, stdout })).toBe(1);
    expect(console.error.mock.calls[0][0]).toMatch(/^check-outside-refs: 2 line\(s\) cite/);
    expect(console.error.mock.calls.slice(1)).toEqual([
      [`  README.md:3:  see ${BRIEF}`],
      [`  docs/a.md:9:${BRIEF} says`],
    ]);
  });

  it("fails apart, with git's message, when git grep could not run", () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'not-a-repository-'));
    try {
      expect(report(gitGrep(outside, BRIEF, 'x'))).toBe(2);
      expect(console.error.mock.calls[0][0]).toMatch(/^check-outside-refs: git grep failed: \S/);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
