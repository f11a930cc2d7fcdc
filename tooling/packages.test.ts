import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@qsr/shared-contracts';
import { REMOTE_PACKAGES as CONTRACT_REMOTES } from '@qsr/shared-contracts/core';
import { FRONTENDS, REMOTE_PACKAGES, UNIT_TESTED, WORKSPACES } from './packages.cjs';

const root = path.join(__dirname, '..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('one list of packages (packages.json)', () => {
  it('is what npm knows as the workspaces, in the same order', () => {
    expect(json('package.json').workspaces).toEqual(WORKSPACES);
  });

  it('names the remotes shared-contracts knows, with the same folders', () => {
    expect(Object.keys(REMOTE_PACKAGES)).toEqual([...REMOTE_NAMES]);
    expect(REMOTE_PACKAGES).toEqual(CONTRACT_REMOTES);
  });

  it('is what typecheck checks: every package but the end-to-end suite (its own program)', () => {
    const checked = (json('tsconfig.packages.json').include as string[])
      .filter((entry) => entry.endsWith('/src'))
      .map((entry) => entry.split('/')[0]);
    expect(checked).toEqual(UNIT_TESTED);
  });

  it('is what Jest runs and what the build builds', () => {
    const jest = require(path.join(root, 'jest.config.cjs')) as { projects: string[] };
    expect(jest.projects).toEqual(
      [...UNIT_TESTED, 'tooling', 'scripts'].map((p) => `<rootDir>/${p}`),
    );
    const built = WORKSPACES.filter((folder) =>
      fs.existsSync(path.join(root, folder, 'webpack.config.js')),
    );
    expect(built).toEqual(FRONTENDS);
  });
});
