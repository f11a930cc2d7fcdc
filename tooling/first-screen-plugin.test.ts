/** @jest-environment node */
// One React renders a page on the server: the host's server module carries the shared libraries,
// a remote's leaves them to the host's (as the browser's share scope does).
import fs from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { SERVER_SHARED, serverModule } from './first-screen-plugin.cjs';

const root = path.join(__dirname, '..');

/** An entry file inside the repository (so that it resolves the workspace's packages). */
function entry(name: string, source: string): string {
  const dir = fs.mkdtempSync(path.join(root, 'tooling', '.first-screen-test-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

afterAll(() => {
  for (const dir of fs.readdirSync(path.join(root, 'tooling'))) {
    if (dir.startsWith('.first-screen-test-'))
      fs.rmSync(path.join(root, 'tooling', dir), { recursive: true });
  }
});

/** Evaluates a module's source as the BFF does, with the `require` given. */
function evaluate(source: string, require: (name: string) => unknown) {
  const module = { exports: {} as Record<string, unknown> };
  runInThisContext(`(function (exports, require, module) {${source}\n})`)(
    module.exports,
    require,
    module,
  );
  return module.exports;
}

describe('the server modules of the first screen', () => {
  it('a remote’s requires the shared libraries rather than carrying a copy', async () => {
    const source = await serverModule({
      entry: entry(
        'server.tsx',
        "import { useId } from 'react';\nimport { pageRoute } from '@qsr/shared-contracts';\nexport const render = () => [useId, pageRoute];\n",
      ),
      remote: true,
    });
    const required: string[] = [];
    const module = evaluate(source, (name) => {
      required.push(name);
      return { useId: 'the host’s useId', pageRoute: 'the host’s pageRoute' };
    });
    expect(required.sort()).toEqual(['@qsr/shared-contracts', 'react']);
    expect((module.render as () => unknown)()).toEqual([
      'the host’s useId',
      'the host’s pageRoute',
    ]);
    expect(module.styles).toBe('');
  });

  it('a remote’s refuses a part of a shared library the host does not hand over', async () => {
    const file = entry(
      'server.ts',
      "import { proxyMap } from 'valtio/vanilla/utils';\nexport const x = proxyMap;\n",
    );
    await expect(serverModule({ entry: file, remote: true })).rejects.toThrow(
      /valtio\/vanilla\/utils belongs to a library the host shares/,
    );
  });

  it('the host’s exports every shared library, under the names remotes require', async () => {
    const source = await serverModule({ entry: entry('server.ts', 'export const reads = 1;\n') });
    const module = evaluate(source, (name) => require(name));
    expect(module.reads).toBe(1);
    const shared = module.shared as Record<string, Record<string, unknown>>;
    expect(Object.keys(shared)).toEqual(SERVER_SHARED);
    expect(typeof shared.react?.useMemo).toBe('function');
    expect(typeof shared['react/jsx-runtime']?.jsx).toBe('function');
  }, 30_000);
});
