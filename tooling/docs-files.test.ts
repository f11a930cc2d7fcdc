import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** The repository's files, committed or not yet (but never what git ignores). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));

/**
 * A source or docs file a Markdown page names in code type (`bff/src/app.ts`, or the part of
 * its path under a package, `orders/pricing.ts`). What a build writes (`dist/…`, `HOST_DIST/…`)
 * is not in the repository and is not checked.
 */
function filesNamedIn(text: string): string[] {
  return [...text.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs|cjs|md|css|ya?ml|sh))(?::\d+(?:-\d+)?)?`/g)]
    .map(([, name]) => name.replace(/^\.\//, ''))
    .filter((name) => !/(^|\/)dist\/|^[A-Z_]+\//.test(name));
}

describe('the docs name files that exist', () => {
  const pages = files.filter((file) => file.endsWith('.md'));

  it.each(pages)('%s', (page) => {
    const named = filesNamedIn(fs.readFileSync(path.join(root, page), 'utf8'));
    const missing = named.filter(
      (name) => !files.some((file) => file === name || file.endsWith(`/${name}`)),
    );
    expect(missing).toEqual([]);
  });

  it('reads the paths a page gives, and leaves out what a build writes', () => {
    expect(
      filesNamedIn(
        'see `bff/src/app.ts:12`, `./x.md`, `dist/.server/a.cjs`, `HOST_DIST/b.cjs`, `main.js`',
      ),
    ).toEqual(['bff/src/app.ts', 'x.md']);
  });
});
