// The one webpack configuration of the host and the six remotes (docs/architecture.md, Runtime
// composition: Builds): swc-loader; for the remotes the enhanced plugin, the shared singletons
// of rule 3 with requiredVersion, loaded-first sharing, no dts. The host uses the runtime API
// alone, in a lazy chunk, and provides its own copies of the singletons there (hostSharedVersions).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EmitAssetsPlugin } = require('./emit-assets-plugin.cjs');
const { FIRST_SCREEN_PAGE, StartupPreloadPlugin } = require('./preload/startup-preload-plugin.cjs');
const { CompileHintsPlugin, FEDERATION_RUNTIME_CHUNK } = require('./compile-hints-plugin.cjs');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { SHARED_SUBSETS, SharedSubsetCheckPlugin } = require('./shared/shared-subsets.cjs');
const { buildOutput, usesTrick } = require('./tricks.cjs');

const ROOT = path.resolve(__dirname, '..');
const contractsPackage = require(path.join(ROOT, 'shared-contracts/package.json'));
const CONTRACT_MAJOR = Number(contractsPackage.version.split('.')[0]);

/** Rule 3: exactly these (and the two @qsr packages below) are singletons; trailing-slash keys cover deep imports such as react-dom/client. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'valtio',
  'swr',
  'i18next',
  'react-i18next',
];
const DEEP_IMPORTS = ['react', 'react-dom', 'valtio', 'swr'];

/** The version a subset provides: the installed package's (its package.json is not exported). */
function installedVersion(name) {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(require('node:fs').readFileSync(file, 'utf8')).version;
}

/** The range of `name` that a package's package.json asks for; it must ask for one to share it. */
function rangeOf(pkg, name) {
  const range = pkg.dependencies[name];
  if (!range) throw new Error(`${pkg.name} must depend on ${name} to share it`);
  return range;
}

function sharedSingletons(pkg) {
  const shared = {};
  const versionOf = (name) => rangeOf(pkg, name);
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  }
  // react-router and react-i18next come from the host as the part of their API the packages use
  // (tooling/shared/, subsetAliasRules): a remote consumes them like any singleton, its fallback
  // (the whole package) only ever loaded by a remote's standalone page.
  for (const name of usesTrick('deep-import-keys') ? DEEP_IMPORTS : []) {
    shared[`${name}/`] = { singleton: true, requiredVersion: versionOf(name) };
  }
  for (const name of ['@qsr/shared-contracts', '@qsr/shared-ui']) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  }
  return shared;
}

/**
 * What the host hands the remotes (`host-shell/src/remotes/shared-libraries.ts`), by package:
 * the installed version, and the range the host's package.json asks for. The host is no Module
 * Federation build: its runtime is a lazy chunk that provides the host's own copies of the
 * singletons, so a page without a remote (the home page) loads no federation runtime at all.
 */
function hostSharedVersions(pkg) {
  const names = [...SINGLETONS, '@qsr/shared-contracts', '@qsr/shared-ui'];
  return Object.fromEntries(
    names.map((name) => [
      name,
      { version: installedVersion(name), requiredVersion: rangeOf(pkg, name) },
    ]),
  );
}

/** Writes release.json: what the BFF and the release tool read (name, version, contract major). */
const releaseInfoPlugin = (info) =>
  new EmitAssetsPlugin('ReleaseInfoPlugin', (emit) =>
    emit('release.json', `${JSON.stringify(info, null, 2)}\n`),
  );

/**
 * What one build is: its mode, package, Module Federation name, version and tricks.
 * @param {{ dir: string, kind: 'host'|'remote', exposes: Record<string,string> }} options
 * @param {{ mode?: string }} argv
 */
function buildOf({ dir, kind, exposes }, argv) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = kind === 'host';
  return {
    dir,
    exposes: !isHost && process.env.QSR_BROKEN_RENDER_FIXTURE === '1' ? broken(exposes) : exposes,
    mode,
    dev,
    pkg,
    isHost,
    name: isHost ? 'host' : pkg.mf.name,
    devPort: isHost ? 3010 : pkg.mf.devPort,
    bffUrl: process.env.BFF_URL || 'http://localhost:3000',
    // Set by `npm run release -- build <remote> --version <v>` (pre-releases, tests); the
    // version in package.json otherwise.
    version: (!isHost && process.env.QSR_RELEASE_VERSION) || pkg.version,
    oneRuntime: !dev && usesTrick('one-runtime'),
  };
}

function outputOf({ dir, dev, isHost, name }) {
  return {
    path: buildOutput(dir),
    publicPath: isHost ? '/' : 'auto',
    uniqueName: name,
    filename: dev ? '[name].js' : '[name].[contenthash:10].js',
    chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    // No `charset` on the scripts webpack adds: the attribute is obsolete
    // (html-validate) and the files are served as UTF-8.
    charset: false,
    clean: true,
  };
}

function resolveOf() {
  return { extensions: ['.tsx', '.ts', '.js', '.mjs'] };
}

/**
 * The host's own imports take the subsets it provides, so it and the remotes share one instance
 * of each (one router context, one i18n context). A rule's resolve options apply to the imports
 * of the modules it matches: every module but the subsets themselves, which import the package.
 */
function subsetAliasRules({ isHost }) {
  if (!isHost || !usesTrick('shared-subsets')) return [];
  const subsets = Object.values(SHARED_SUBSETS);
  return [
    {
      exclude: subsets,
      resolve: {
        alias: Object.fromEntries(
          Object.entries(SHARED_SUBSETS).map(([name, file]) => [`${name}$`, file]),
        ),
      },
    },
  ];
}

/** TypeScript through swc, the router's pure calls, CSS, and files. */
function moduleRules({ dev, isHost }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: dev } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.css$/,
      // The host's CSS is a render-blocking file of its own; remotes inject theirs when they load.
      use: [isHost ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
    },
    { test: /\.(svg|png|webp|woff2?)$/, type: 'asset/resource' },
    ...subsetAliasRules({ isHost }),
  ];
}

/**
 * The broken-build test fixture (`QSR_BROKEN_RENDER_FIXTURE=1`): each exposed module replaced
 * by one whose pages throw on render, for the tests of canary releases.
 */
function broken(exposes) {
  const fixture = path.join(__dirname, 'fixtures', 'throws-on-render.ts');
  return Object.fromEntries(Object.keys(exposes).map((key) => [key, fixture]));
}

/**
 * A remote's container: its exposed modules and the shared singletons; the host has none (null).
 * Its own function, so that tests read what a build asks of the plugin without its internals.
 */
function federationOptions({ isHost, name, exposes, pkg, oneRuntime }) {
  if (isHost) return null;
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: sharedSingletons(pkg),
    shareStrategy: 'loaded-first',
    // One Module Federation runtime a page: the host provides its runtime core and
    // the remotes' entries use it instead of carrying their own. A remote's
    // standalone dev page has no host, so development builds keep their own runtime.
    // The runtime without its Node.js script loading: these builds only run in
    // browsers.
    experiments: { externalRuntime: oneRuntime, optimization: { target: 'web' } },
    manifest: true,
    dts: false,
  };
}

function federationPlugins(build) {
  const options = federationOptions(build);
  return options ? [new ModuleFederationPlugin(options)] : [];
}

/** The constants a build's code reads (`tooling/build-constants.d.ts`). */
function buildConstants({ isHost, pkg, oneRuntime }) {
  return new (require('webpack').DefinePlugin)({
    // What a remote declares it was built against (rule 4): fixed at build time, because at
    // run time @qsr/shared-contracts is the host's copy.
    __CONTRACT_MAJOR__: JSON.stringify(CONTRACT_MAJOR),
    // A line a release may carry (`QSR_RELEASE_NOTE`, `release build --note`); the careers
    // page shows it, which is how the end-to-end suite sees a new version go live.
    __RELEASE_NOTE__: JSON.stringify(process.env.QSR_RELEASE_NOTE || ''),
    ...(isHost && {
      __HOST_FEDERATION__: JSON.stringify({
        shared: hostSharedVersions(pkg),
        provideRuntimeCore: oneRuntime,
      }),
      // What the enhanced plugin's `optimization.target: 'web'` defines for the runtime.
      ENV_TARGET: JSON.stringify('web'),
    }),
  });
}

/** The host's pages (index.html and the first screen's), or a remote's standalone dev page. */
function pagePlugins({ dir, dev, isHost }) {
  if (!isHost && !dev) return [];
  return (isHost && !dev ? ['index.html', FIRST_SCREEN_PAGE] : ['index.html']).map(
    (filename) =>
      new HtmlWebpackPlugin({
        filename,
        template: isHost
          ? path.join(dir, 'src/index.html')
          : path.join(__dirname, 'standalone.html'),
        // In the head (deferred): the entry is asked for before the startup preloads.
        inject: 'head',
        scriptLoading: 'defer',
      }),
  );
}

function pluginsOf(build) {
  const { dev, isHost, name, version } = build;
  return [
    ...federationPlugins(build),
    releaseInfoPlugin({ name, version, contractMajor: CONTRACT_MAJOR }),
    ...(usesTrick('shared-subsets') ? [new SharedSubsetCheckPlugin()] : []),
    buildConstants(build),
    ...(isHost
      ? [
          new MiniCssExtractPlugin({
            filename: dev ? '[name].css' : '[name].[contenthash:10].css',
          }),
        ]
      : []),
    // The host's first page: its startup chunks listed in index.html (see the plugin).
    ...(isHost && !dev ? [new StartupPreloadPlugin()] : []),
    ...(!dev && usesTrick('compile-hints') ? [new CompileHintsPlugin({ remote: !isHost })] : []),
    ...pagePlugins(build),
  ];
}

function optimizationOf({ isHost }) {
  return {
    // swc's minifier: the same sizes as terser's in a third of the build time (CI's two cores).
    minimizer: [
      new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        minimizerOptions: { compress: { passes: 2 } },
      }),
      // The host's style sheet blocks the first paint: every byte of it is on the way to LCP.
      ...(isHost
        ? [new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss })]
        : []),
    ],
    splitChunks: {
      cacheGroups: {
        // The host's libraries split as webpack's defaults split them (a file per set of
        // pages that share them). The federation runtime: a lazy file beside the host's code that starts it
        // (src/remotes/federation.ts, `federation.*.js`), fetched when a page first needs a
        // remote.
        ...(isHost && {
          federationRuntime: {
            test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            chunks: 'async',
            name: FEDERATION_RUNTIME_CHUNK,
            enforce: true,
            priority: 30,
          },
        }),
      },
    },
  };
}

function devServerOf({ devPort, bffUrl }) {
  return {
    port: devPort,
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [
      { context: ['/api', '/config', '/remotes', '/cms'], target: bffUrl, changeOrigin: true },
    ],
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the package folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remote modules (remotes only)
 */
module.exports = function createWebpackConfig({ dir, kind, exposes = {} }) {
  return (_env, argv) => {
    const build = buildOf({ dir, kind, exposes }, argv);
    const { mode, dev, isHost } = build;
    return {
      mode,
      context: dir,
      // A remote built for release needs only its container; its standalone page is for dev.
      entry: isHost || dev ? { main: './src/index.ts' } : {},
      // Production maps stay beside the files for error reporting, with no link to them in the
      // files; the BFF never serves them in production.
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: outputOf(build),
      resolve: resolveOf(),
      module: { rules: moduleRules(build) },
      plugins: pluginsOf(build),
      optimization: optimizationOf(build),
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: devServerOf(build),
    };
  };
};

module.exports.hostSharedVersions = hostSharedVersions;
module.exports.buildOf = buildOf;
module.exports.federationOptions = federationOptions;
