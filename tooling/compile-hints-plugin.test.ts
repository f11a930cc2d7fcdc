/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints-plugin.cjs';

/** A host's shape: an entry that imports its start, a federation chunk, and a page's lazy part. */
const HOST = {
  'index.js': "import('./start').then((start) => start.run());",
  'start.js': [
    "export function run() { document.title = 'started'; }",
    'export const federation = () => import(/* webpackChunkName: "federation" */ \'./federation\');',
    'export const page = () => import(/* webpackChunkName: "page" */ \'./page\');',
  ].join('\n'),
  'federation.js': "export const init = () => 'runtime';",
  'page.js': "export const render = () => 'page';",
};

/**
 * A remote's shape: a container exposing its routes, whose library is split into a chunk of its
 * own, and a page the routes load later.
 */
const REMOTE = {
  'routes.js': [
    "import { label } from './library';",
    "export const routes = () => label('the routes');",
    'export const page = () => import(/* webpackChunkName: "later" */ \'./later\');',
  ].join('\n'),
  'library.js': 'export const label = (name) => `library ${name}`;',
  'later.js': "export const render = () => 'later';",
};

const remoteConfig: webpack.Configuration = {
  entry: {},
  plugins: [
    new ModuleFederationPlugin({
      name: 'demo',
      filename: 'remoteEntry.js',
      exposes: { './routes': './routes.js' },
      dts: false,
      manifest: false,
    }),
    new CompileHintsPlugin({ remote: true }),
  ],
  optimization: {
    splitChunks: {
      cacheGroups: { library: { test: /library\.js$/, name: 'library', enforce: true } },
    },
  },
};

/** The script (name, code) of a build's files that holds `text`. */
const scriptWith = (files: Record<string, string>, text: string) =>
  Object.entries(files).find(([name, code]) => name.endsWith('.js') && code.includes(text));

async function build(
  dir: string,
  sources: Record<string, string>,
  config: webpack.Configuration,
): Promise<Record<string, string>> {
  for (const [file, text] of Object.entries(sources)) fs.writeFileSync(path.join(dir, file), text);
  const out = path.join(dir, 'dist');
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        devtool: 'source-map',
        output: {
          path: out,
          filename: '[name].[contenthash:10].js',
          chunkFilename: '[name].[contenthash:10].js',
        },
        ...config,
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
    files = await build(dir, HOST, {
      entry: { main: './index.js' },
      plugins: [new CompileHintsPlugin()],
    });
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const chunkOf = (text: string) => scriptWith(files, text);

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

describe('the compile hint of a remote’s scripts', () => {
  let files: Record<string, string>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-remote-'));
  beforeAll(async () => {
    files = await build(dir, REMOTE, remoteConfig);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const hinted = (name: string) => files[name]?.startsWith(COMPILE_HINT);

  it('starts the container, the exposed module’s chunk and its split library', () => {
    expect(hinted('remoteEntry.js')).toBe(true);
    const [name, code] = scriptWith(files, 'the routes') ?? [];
    expect(name).not.toBe('remoteEntry.js');
    expect(code?.startsWith(COMPILE_HINT)).toBe(true);
    expect(hinted('library.js')).toBe(true);
  });

  it('leaves a chunk the exposed module loads later as it was', () => {
    expect(files['later.js']).toBeDefined();
    expect(hinted('later.js')).toBe(false);
  });
});
