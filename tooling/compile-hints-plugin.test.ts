/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints-plugin.cjs';

/** A host's shape: an entry that imports its start, a federation chunk, and a page's lazy part. */
const SOURCES = {
  'index.js': "import('./start').then((start) => start.run());",
  'start.js': [
    "export function run() { document.title = 'started'; }",
    'export const federation = () => import(/* webpackChunkName: "federation" */ \'./federation\');',
    'export const page = () => import(/* webpackChunkName: "page" */ \'./page\');',
  ].join('\n'),
  'federation.js': "export const init = () => 'runtime';",
  'page.js': "export const render = () => 'page';",
};

async function build(dir: string): Promise<Record<string, string>> {
  for (const [file, text] of Object.entries(SOURCES)) fs.writeFileSync(path.join(dir, file), text);
  const out = path.join(dir, 'dist');
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        devtool: 'source-map',
        output: {
          path: out,
          filename: '[name].[contenthash:10].js',
          chunkFilename: '[name].[contenthash:10].js',
        },
        plugins: [new CompileHintsPlugin()],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  expect(stats?.hasErrors()).toBe(false);
  return Object.fromEntries(
    fs
      .readdirSync(out)
      .map((file) => [
        file.replace(/\.[0-9a-f]{10}\./, '.'),
        fs.readFileSync(path.join(out, file), 'utf8'),
      ]),
  );
}

describe('the compile hint of the host’s startup scripts', () => {
  let files: Record<string, string>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  beforeAll(async () => {
    files = await build(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const chunkOf = (text: string) =>
    Object.entries(files).find(([name, code]) => name.endsWith('.js') && code.includes(text));

  it('starts the start-up chunk and the federation chunk, minified, and no other script', () => {
    const start = chunkOf('document.title="started"');
    expect(start?.[1].startsWith(COMPILE_HINT)).toBe(true);
    expect(files['federation.js']?.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['page.js']?.startsWith(COMPILE_HINT)).toBe(false);
    expect(files['main.js']?.startsWith(COMPILE_HINT)).toBe(false);
    // Minified: the hint is the one line before the code.
    expect(files['federation.js']?.split('\n')).toHaveLength(3);
  });

  it('keeps the source maps true: they start on the line after the hint', () => {
    const map = JSON.parse(files['federation.js.map'] ?? '{}') as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });
});
