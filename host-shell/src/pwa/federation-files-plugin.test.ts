import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearImmediate, setImmediate } from 'node:timers';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { FEDERATION_FILES_META, FederationFilesPlugin } from './federation-files-plugin.cjs';
import { FEDERATION_FILES_META as READ_META, federationRuntimeFiles } from './offline-modules';

// webpack's queues use Node's timers, which a page's environment (jsdom, for the page's reading
// of the list) has not.
Object.assign(globalThis, { setImmediate, clearImmediate });

/** The host's shape: a start that imports the federation runtime lazily, split in two chunks. */
const SOURCES = {
  'index.js': [
    'export const federation = () => import(/* webpackChunkName: "federation" */ \'./federation\');',
    'export const page = () => import(/* webpackChunkName: "page" */ \'./page\');',
  ].join('\n'),
  'federation.js': "import { core } from './runtime-core'; export const init = () => core();",
  'runtime-core.js': "export const core = () => 'runtime';",
  'page.js': "export const render = () => 'page';",
};

async function buildPage(dir: string): Promise<{ html: string; files: string[] }> {
  for (const [file, text] of Object.entries(SOURCES)) fs.writeFileSync(path.join(dir, file), text);
  const out = path.join(dir, 'dist');
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        output: { path: out, publicPath: '/', chunkFilename: '[name].[contenthash:10].js' },
        optimization: {
          splitChunks: {
            cacheGroups: {
              runtime: {
                test: /runtime-core/,
                chunks: 'async',
                name: 'federation-runtime',
                enforce: true,
              },
            },
          },
        },
        plugins: [new HtmlWebpackPlugin(), new FederationFilesPlugin()],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  expect(stats?.hasErrors()).toBe(false);
  return {
    html: fs.readFileSync(path.join(out, 'index.html'), 'utf8'),
    files: fs.readdirSync(out),
  };
}

describe('§7.5 the federation runtime’s files named in the page for the service worker', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-files-'));
  let built: { html: string; files: string[] };
  beforeAll(async () => {
    built = await buildPage(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names every script of the runtime’s chunk group, and the page reads them as URLs', () => {
    expect(READ_META).toBe(FEDERATION_FILES_META);
    const page = new DOMParser().parseFromString(built.html, 'text/html');
    const scripts = (name: string) =>
      built.files.filter((file) => file.startsWith(`${name}.`) && file.endsWith('.js'));
    expect(federationRuntimeFiles(page).sort()).toEqual(
      [...scripts('federation'), ...scripts('federation-runtime')]
        .map((file) => `http://localhost/${file}`)
        .sort(),
    );
    expect(scripts('page')).toHaveLength(1);
    expect(built.html).not.toContain(scripts('page')[0]);
  });

  it('names no file, and asks for none, in a page without the list', () => {
    const page = new DOMParser().parseFromString('<title>x</title>', 'text/html');
    expect(federationRuntimeFiles(page)).toEqual([]);
    // Named, not fetched: no prefetch or preload of them in the page.
    expect(built.html).not.toMatch(/rel="?(?:prefetch|preload)/);
  });
});
