/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The fence around the contract, as `npm run lint` applies it: ESLint (one process for all the
// probes) run on code that says where it lives, since the rules are scoped by path.
const ROOT = path.resolve(__dirname, '../..');
const LINT = `
  import { ESLint } from 'eslint';
  const probes = JSON.parse(process.argv[1]);
  const eslint = new ESLint({ cwd: process.cwd() });
  const found = [];
  for (const { file, code } of probes) {
    const [result] = await eslint.lintText(code, { filePath: file });
    found.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
  }
  console.log(JSON.stringify(found));
`;

function lintAll(probes: Array<{ file: string; code: string }>): string[][] {
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', LINT, JSON.stringify(probes)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(run.stdout) as string[][];
}

const readsTheStore = `import { appState } from '@qsr/shared-contracts';\nexport const box = () => appState().order;\n`;

const hooks = `import { useOrder } from '@qsr/shared-contracts';\nexport const useBox = () => useOrder();\n`;
const deep = `import { API_HEADERS } from '@qsr/shared-contracts/src/api/headers';\nexport const h = API_HEADERS;\n`;
const REMOTES = ['mfe-checkout', 'mfe-account', 'mfe-menu-cart'];

let found: string[][];
beforeAll(() => {
  found = lintAll([
    ...REMOTES.map((remote) => ({ file: `${remote}/src/probe.ts`, code: readsTheStore })),
    { file: 'host-shell/src/probe.ts', code: readsTheStore },
    { file: 'mfe-checkout/src/probe.ts', code: hooks },
    { file: 'bff/src/probe.ts', code: deep },
    { file: 'mfe-locator/src/probe.ts', code: deep },
  ]);
});

describe('the fenced contract', () => {
  it('refuses the store object in a remote', () => {
    expect(found.slice(0, 3)).toEqual(
      REMOTES.map(() => [
        expect.stringMatching(/^no-restricted-imports: 'appState' import .* through actions/),
      ]),
    );
  });

  it('leaves the store object to the host', () => {
    expect(found[3]).toEqual([]);
  });

  it('lets a remote read through hooks', () => {
    expect(found[4]).toEqual([]);
  });

  it('refuses a reach into src/ anywhere', () => {
    expect(found.slice(5)).toEqual([
      [expect.stringMatching(/^no-restricted-imports: /)],
      [expect.stringMatching(/^no-restricted-imports: /)],
    ]);
  });

  it('answers only the paths of its exports map', () => {
    expect(() => require.resolve('@qsr/shared-contracts/src/index.ts')).toThrow();
    for (const entry of ['', '/core', '/server', '/standalone', '/testing']) {
      expect(require.resolve(`@qsr/shared-contracts${entry}`)).toContain('shared-contracts/src/');
    }
  });
});
