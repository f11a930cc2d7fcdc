/** @jest-environment node */
import path from 'node:path';
import { TRICKS, buildOutput, tricksLeftOut, usesTrick } from './tricks.cjs';

const root = path.join(__dirname, '..');

type Config = {
  module: {
    rules: { use?: unknown; exclude?: string[]; resolve?: { alias: Record<string, string> } }[];
  };
  output: { path: string };
  plugins: {
    constructor: { name: string };
    name?: string;
    definitions?: Record<string, string>;
  }[];
  optimization: { splitChunks: { cacheGroups: Record<string, unknown> } };
  entry: Record<string, unknown>;
};

/** The aliases a build's rules give the imports of every module but the ones they exclude. */
const ruleAliases = (config: Config) =>
  Object.assign({}, ...config.module.rules.map((rule) => rule.resolve?.alias ?? {}));

/** The production webpack config of a package, built with `env` as the process environment. */
function configOf(pkg: string, env: Record<string, string>): Config {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      const factory = require(path.join(root, pkg, 'webpack.config.js'));
      config = factory({}, { mode: 'production' });
    });
    return config as Config;
  } finally {
    process.env = saved;
  }
}

interface FederationOptions {
  shared: Record<string, { import?: string }>;
  experiments: { externalRuntime: boolean };
}

/** What a package's production build asks of the federation plugin, with `env` set. */
function federationOf(pkg: string, env: Record<string, string>): FederationOptions | null {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let options: FederationOptions | null = null;
    jest.isolateModules(() => {
      const { buildOf, federationOptions } = require(path.join(root, 'tooling/webpack.mf.cjs'));
      const kind = pkg === 'host-shell' ? 'host' : 'remote';
      const build = buildOf(
        { dir: path.join(root, pkg), kind, exposes: {} },
        { mode: 'production' },
      );
      options = federationOptions(build);
    });
    return options;
  } finally {
    process.env = saved;
  }
}
/** What the host's build tells its lazy federation runtime (src/remotes/federation.ts). */
const hostFederation = (config: Config) => {
  const define = config.plugins.find((plugin) => plugin.definitions?.__HOST_FEDERATION__);
  return JSON.parse(define?.definitions?.__HOST_FEDERATION__ ?? 'null') as {
    provideRuntimeCore: boolean;
  };
};
/** The loaders of a config's rules, as one text to search. */
const hasPlugin = (config: Config, name: string) =>
  config.plugins.some((plugin) => plugin.constructor.name === name);

describe('QSR_WITHOUT: the tricks a build leaves out', () => {
  it('is none when unset or empty', () => {
    expect(tricksLeftOut(undefined)).toEqual(new Set());
    expect(tricksLeftOut('')).toEqual(new Set());
    expect(usesTrick('shared-subsets', {})).toBe(true);
  });

  it('reads a comma-separated list, spaces allowed', () => {
    expect(tricksLeftOut('shared-subsets, one-runtime')).toEqual(
      new Set(['shared-subsets', 'one-runtime']),
    );
    expect(usesTrick('one-runtime', { QSR_WITHOUT: 'one-runtime' })).toBe(false);
    expect(usesTrick('deep-import-keys', { QSR_WITHOUT: 'one-runtime' })).toBe(true);
  });

  it('refuses a name that is no trick, rather than building with every trick unnoticed', () => {
    expect(() => tricksLeftOut('shared-subset')).toThrow(
      /QSR_WITHOUT names no trick: shared-subset/,
    );
    expect(() => usesTrick('no-such-trick', {})).toThrow(/no such trick/);
  });

  it('says for every trick what it does and which builds it changes', () => {
    for (const trick of Object.values(TRICKS)) {
      expect(trick.what).toEqual(expect.any(String));
      expect(['host', 'host and remotes']).toContain(trick.builds);
    }
  });
});

describe('QSR_BUILD_ROOT: where a variant goes', () => {
  it("is the package's own dist/ unless set, and never it when set", () => {
    const pkg = path.join(root, 'host-shell');
    expect(buildOutput(pkg, {})).toBe(path.join(pkg, 'dist'));
    expect(buildOutput(pkg, { QSR_BUILD_ROOT: '/tmp/variant' })).toBe(
      '/tmp/variant/host-shell/dist',
    );
  });
});

describe('the webpack configuration follows the switches', () => {
  it('uses every trick by default', () => {
    const host = configOf('host-shell', {});
    const remote = configOf('mfe-menu-cart', {});
    expect(host.output.path).toBe(path.join(root, 'host-shell/dist'));
    expect(federationOf('host-shell', {})).toBeNull();
    expect(hasPlugin(host, 'ModuleFederationPlugin')).toBe(false);
    expect(hasPlugin(remote, 'ModuleFederationPlugin')).toBe(true);
    const federation = federationOf('mfe-menu-cart', {}) as FederationOptions;
    // The host's imports of react-router take the subset; the subset's own import does not.
    const subsetRule = host.module.rules.find((rule) => rule.resolve?.alias['react-router$']);
    expect(subsetRule?.resolve?.alias['react-router$']).toMatch(/tooling\/shared\/react-router/);
    expect(subsetRule?.exclude).toContain(subsetRule?.resolve?.alias['react-router$']);
    expect(federation.shared['react/']).toBeDefined();
    expect(hostFederation(host).provideRuntimeCore).toBe(true);
    expect(federation.experiments.externalRuntime).toBe(true);
    expect(hasPlugin(host, 'StartupPreloadPlugin')).toBe(true);
    expect(Object.keys(host.optimization.splitChunks.cacheGroups)).toEqual(['federationRuntime']);
    expect(Object.keys(remote.optimization.splitChunks.cacheGroups)).toEqual([]);
  });

  it('leaves out each trick it is told to, and writes under QSR_BUILD_ROOT', () => {
    const env = { QSR_WITHOUT: Object.keys(TRICKS).join(','), QSR_BUILD_ROOT: '/tmp/variant' };
    const host = configOf('host-shell', env);
    const remote = configOf('mfe-menu-cart', env);
    expect(hasPlugin(remote, 'ModuleFederationPlugin')).toBe(true);
    expect(host.output.path).toBe('/tmp/variant/host-shell/dist');
    expect(ruleAliases(host)).toEqual({});
    const federation = federationOf('mfe-menu-cart', env) as FederationOptions;
    expect(federation.shared['react/']).toBeUndefined();
    expect(hostFederation(host).provideRuntimeCore).toBe(false);
    expect(federation.experiments.externalRuntime).toBe(false);
    // The first paint's style sheet and display face are no trick: every build links them.
    expect(hasPlugin(host, 'StartupPreloadPlugin')).toBe(true);
    expect(hasPlugin(host, 'SharedSubsetCheckPlugin')).toBe(false);
    expect(Object.keys(host.optimization.splitChunks.cacheGroups)).toEqual(['federationRuntime']);
  });
});
