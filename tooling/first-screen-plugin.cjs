// A build that renders first screens on the server (the host's, a remote's) also
// emits its server module (`entry`, bundled for Node with esbuild) at
// `.server/first-screen.cjs`, a dot folder the BFF's static files never serve.
//
// One React renders a page on the server, as in the browser: the host's module bundles the
// libraries of SERVER_SHARED and exports them as `shared`; a remote's module leaves them out and
// is given the host's (the BFF's `require` for it), so that its page renders inside the host's
// tree. A remote's module also exports the CSS its pages import as `styles` (its scripts inject
// its CSS, too late for a first screen).
const path = require('node:path');
const esbuild = require('esbuild');
const { EmitAssetsPlugin } = require('./emit-assets-plugin.cjs');

/** What a remote's server module takes from the host's, as the browser's share scope does. */
const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  'swr',
  'valtio',
  'valtio/react',
  'valtio/vanilla',
  'valtio/utils',
  '@qsr/shared-contracts',
  '@qsr/shared-contracts/core',
  '@qsr/shared-contracts/server',
  '@qsr/shared-ui',
];

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const SHARED_PACKAGES = [...new Set(SERVER_SHARED.map(packageOf))];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A remote's module: the shared libraries stay `require` calls; any other part of them fails. */
const takeShared = {
  name: 'take-shared',
  setup(build) {
    const filter = new RegExp(`^(${SHARED_PACKAGES.map(escape).join('|')})(/.*)?$`);
    build.onResolve({ filter }, ({ path: specifier }) =>
      SERVER_SHARED.includes(specifier)
        ? { path: specifier, external: true }
        : {
            errors: [
              {
                text: `${specifier} belongs to a library the host shares: add it to SERVER_SHARED (tooling/first-screen-plugin.cjs)`,
              },
            ],
          },
    );
  },
};

/**
 * The host's module: its entry, and the shared libraries under the names remotes require, as
 * `require` gives them (a remote's bundle reads their default and named exports from that).
 */
const hostEntry = (entry) => ({
  contents: [
    `export * from ${JSON.stringify(entry)};`,
    `export const shared = {${SERVER_SHARED.map((name) => `${JSON.stringify(name)}: require(${JSON.stringify(name)})`).join(', ')}};`,
  ].join('\n'),
  resolveDir: path.dirname(entry),
  sourcefile: 'first-screen-host.ts',
  loader: 'ts',
});

/**
 * The server module's source.
 * @param {{ entry: string, remote?: boolean }} options
 */
async function serverModule({ entry, remote = false }) {
  const built = await esbuild.build({
    ...(remote ? { entryPoints: [entry], plugins: [takeShared] } : { stdin: hostEntry(entry) }),
    bundle: true,
    write: false,
    outdir: path.join(path.dirname(entry), '.first-screen-out'),
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    loader: remote ? {} : { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const output = (extension) => built.outputFiles.find((file) => file.path.endsWith(extension));
  let module = output('.js').text;
  if (remote) {
    const css = output('.css')?.text ?? '';
    const { code } = await esbuild.transform(css, { loader: 'css', minify: true });
    module += `\nmodule.exports.styles = ${JSON.stringify(code.trim())};\n`;
  }
  return module;
}

/** @param {{ entry: string, remote?: boolean }} options */
const firstScreenPlugin = (options) =>
  new EmitAssetsPlugin('FirstScreenPlugin', async (emit) =>
    emit('.server/first-screen.cjs', await serverModule(options)),
  );

module.exports = { firstScreenPlugin, serverModule, SERVER_SHARED };
