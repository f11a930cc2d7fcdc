// One Jest project per package, all transformed by SWC (TypeScript + automatic JSX runtime).
const path = require('node:path');

const { hostSharedVersions } = require('./webpack.mf.cjs');

const contractMajor = Number(require('../shared-contracts/package.json').version.split('.')[0]);
const hostFederation = {
  shared: hostSharedVersions(require('../host-shell/package.json')),
  provideRuntimeCore: true,
};

module.exports = function jestProject(dir, { environment = 'jsdom' } = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    // What webpack's DefinePlugin sets in builds (tooling/webpack.mf.cjs).
    globals: {
      __CONTRACT_MAJOR__: contractMajor,
      __RELEASE_NOTE__: '',
      __HOST_FEDERATION__: hostFederation,
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    // The map's geography and clustering libraries, p-retry and nanoid (of ics) ship ES modules only.
    transformIgnorePatterns: [
      '/node_modules/(?!(d3-[a-z]+|internmap|supercluster|kdbush|p-retry|is-network-error|nanoid)/)',
    ],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    collectCoverageFrom: ['<rootDir>/src/**/*.{ts,tsx}', '!<rootDir>/src/**/*.test.{ts,tsx}'],
  };
};
