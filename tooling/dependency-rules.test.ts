import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The rules of `.dependency-cruiser.cjs` over a small tree of files laid out as the repo's. */
function violationsIn(files: Record<string, string>): Violation[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-rules-'));
  try {
    for (const [file, text] of Object.entries({ 'tsconfig.base.json': '{}', ...files })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[0]))];
    const out = execFileSync(
      depcruise,
      ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', ...folders],
      // The exit code counts the violations; the answer is read either way.
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (!stdout) throw error;
    return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One tree for every case (a run of the cruiser costs seconds). */
const TREE: Record<string, string> = {
  // A cycle of types.
  'sandbox/src/a.ts': "import type { B } from './b';\nexport type A = B;\n",
  'sandbox/src/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
  // Arrows up: the contracts importing the tools and shared-ui.
  'shared-contracts/src/a.ts': "import { x } from '../../tooling/x';\nexport const a = x;\n",
  'shared-contracts/src/b.ts': "import { y } from '../../shared-ui/src/y';\nexport const b = y;\n",
  // A page importing a server, a server a page.
  'mfe-locator/src/a.ts': "import { s } from '../../sandbox/src/s';\nexport const a = s;\n",
  'bff/src/b.ts': "import { h } from '../../host-shell/src/h';\nexport const b = h;\n",
  // Allowed: a test and a configuration using the tools, a layer using the one below.
  'mfe-menu-cart/src/a.test.ts': "import { x } from '../../tooling/x';\nexport const a = x;\n",
  'shared-ui/jest.config.cjs': "module.exports = require('../tooling/x');\n",
  'shared-ui/src/b.ts': "import { c } from '../../shared-contracts/src/c';\nexport const b = c;\n",
  'shared-contracts/src/c.ts': 'export const c = 1;\n',
  'tooling/x.ts': 'export const x = 1;\n',
  'shared-ui/src/y.ts': 'export const y = 1;\n',
  'sandbox/src/s.ts': 'export const s = 1;\n',
  'host-shell/src/h.ts': 'export const h = 1;\n',
};

describe('the dependency rules (npm run lint)', () => {
  let broken: string[];
  beforeAll(() => {
    broken = violationsIn(TREE).map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
  });

  it('refuse an import cycle, of types too', () => {
    expect(broken.filter((line) => line.startsWith('no-circular'))).toEqual([
      'no-circular: sandbox/src/a.ts → sandbox/src/b.ts',
    ]);
  });

  it('refuse an arrow up, and a page and a server importing each other', () => {
    expect(broken.filter((line) => !line.startsWith('no-circular')).sort()).toEqual([
      'contracts-at-the-bottom: shared-contracts/src/a.ts → tooling/x.ts',
      'contracts-at-the-bottom: shared-contracts/src/b.ts → shared-ui/src/y.ts',
      'servers-apart-from-pages: bff/src/b.ts → host-shell/src/h.ts',
      'site-and-servers-apart: mfe-locator/src/a.ts → sandbox/src/s.ts',
    ]);
  });
});
