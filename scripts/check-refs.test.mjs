import { describe, expect, it } from '@jest/globals';
import { issueReferences } from './check-issue-refs.mjs';
import { headingNumbers, unresolved } from './check-section-refs.mjs';

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
