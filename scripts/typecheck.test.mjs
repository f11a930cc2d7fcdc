import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { check, typecheck, uncovered } from './typecheck.mjs';

let dir;
const write = (file, value) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
};
// A stand-in for tsc: fails the projects whose name has "bad" in it.
const TSC = "process.exit(process.argv.at(-1).includes('bad') ? 2 : 0);";

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  write('package.json', { workspaces: ['shared-ui', 'bff', 'e2e'] });
  write('shared-ui/tsconfig.json', { include: ['src', '../tooling/build-constants.d.ts'] });
  write('bff/tsconfig.json', { include: ['src', 'bench'] });
  write('e2e/tsconfig.json', { include: ['tests'] });
  write('tsconfig.packages.json', {
    include: ['shared-ui/src', 'tooling/build-constants.d.ts', 'bff/src', 'bff/bench'],
  });
  write('tsc.cjs', TSC);
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the one program covers every package', () => {
  it("finds nothing missing when it includes each package's own entries", () => {
    expect(uncovered(dir)).toEqual([]);
  });

  it('names what a package checks that the program does not (not e2e, a program itself)', () => {
    write('bff/tsconfig.json', { include: ['src', 'bench', 'scripts'] });
    write('e2e/tsconfig.json', { include: ['tests', 'support'] });
    expect(uncovered(dir)).toEqual(['bff/scripts']);
  });

  it('checks nothing while one is missing', async () => {
    write('bff/tsconfig.json', { include: ['src', 'new'] });
    expect(await typecheck(dir, { tsc: 'tsc.cjs' })).toBe(1);
    expect(console.error).toHaveBeenCalledWith(
      'typecheck: tsconfig.packages.json does not include bff/new',
    );
    expect(console.log).not.toHaveBeenCalled();
  });
});

describe('checking the programs', () => {
  it('says of each whether it passed', async () => {
    expect(await check('good.json', { dir, tsc: 'tsc.cjs' })).toBe(true);
    expect(await check('bad.json', { dir, tsc: 'tsc.cjs' })).toBe(false);
    expect(console.log.mock.calls).toEqual([
      ['typecheck good.json: ok'],
      ['typecheck bad.json: FAILED'],
    ]);
  });

  it('checks both programs, passing only when both pass', async () => {
    expect(await typecheck(dir, { tsc: 'tsc.cjs' })).toBe(0);
    expect(console.log.mock.calls.flat().sort()).toEqual([
      'typecheck e2e/tsconfig.json: ok',
      'typecheck tsconfig.packages.json: ok',
    ]);
    write('tsc.cjs', "process.exit(process.argv.at(-1).startsWith('e2e') ? 1 : 0);");
    expect(await typecheck(dir, { tsc: 'tsc.cjs' })).toBe(1);
  });
});
