import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

interface LintMessage {
  line: number;
  ruleId: string | null;
}

/** ESLint's findings on `source` as if it were the file `file` (relative to the root). */
function lint(file: string, source: string): LintMessage[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(root, 'node_modules/.bin/eslint'),
      ['--format', 'json', '--stdin', '--stdin-filename', file],
      { cwd: root, input: source, encoding: 'utf8' },
    );
  } catch (failed) {
    // ESLint exits 1 when it finds problems; its report is still on stdout.
    output = (failed as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as Array<{ messages: LintMessage[] }>;
  return result?.messages ?? [];
}

const crossingLines = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((m) => m.line);

describe('rule 1 between packages, in `npm run lint`: packages meet only through libraries', () => {
  it('fails every way of reaching into another package, and passes the contract and own files', () => {
    const source = [
      "import { bus } from '@qsr/shared-contracts';",
      "import { formatMoney } from '@qsr/shared-contracts/src/rules/money';",
      "import { pages } from './routes';",
      "import { a } from '@qsr/mfe-locator';",
      "import { b } from '../../mfe-locator/src/routes';",
      "import { c } from '../../shared-contracts/src/index';",
      "import { d } from 'mfe-locator/src/routes';",
      "export { e } from '../../host-shell/src/bootstrap';",
      "export const f = () => import('../../mfe-checkout/src/routes');",
      "export const g = require('../../bff/src/app');",
      'export const all = [bus, formatMoney, pages, a, b, c, d];',
    ].join('\n');
    expect(crossingLines(lint('mfe-careers/src/probe.ts', source))).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('holds for the host and the servers too', () => {
    const source = [
      "import { bus } from '@qsr/shared-contracts';",
      "import { pages } from '@qsr/mfe-careers';",
      'export const all = [bus, pages];',
    ].join('\n');
    expect(crossingLines(lint('host-shell/src/probe.ts', source))).toEqual([2]);
    expect(crossingLines(lint('bff/src/probe.ts', source))).toEqual([2]);
  });
});

const restrictedLines = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.line);

describe('public APIs only, in `npm run lint`: no import of a library’s internal files', () => {
  const source = [
    "import { Link } from 'react-router';",
    "import { useTranslation } from 'react-i18next';",
    "import { a } from '../../node_modules/react-router/dist/production/index.mjs';",
    "import { b } from 'react-router/dist/development/index.mjs';",
    "import { c } from 'html-webpack-plugin/lib/html-tags';",
    "import { d } from '@module-federation/runtime-core/dist/index.esm';",
    "export { e } from 'i18next/dist/esm/i18next.js';",
    "import { f } from './dist/local';",
    "import { g } from '@qsr/shared-contracts/core';",
    'export const all = [Link, useTranslation, a, b, c, d, f, g];',
  ].join('\n');

  it('refuses a path into node_modules or a package’s build folders, in a page and in the tooling', () => {
    expect(restrictedLines(lint('mfe-menu-cart/src/probe.ts', source))).toEqual([3, 4, 5, 6, 7]);
    expect(restrictedLines(lint('tooling/shared/probe.mjs', source))).toEqual([3, 4, 5, 6, 7]);
  });
});
