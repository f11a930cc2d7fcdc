// The repository's own tooling: its tests run in Node, beside the packages' (jest.config.cjs).
const project = require('./jest.project.cjs')(__dirname, { environment: 'node' });

module.exports = { ...project, testMatch: ['<rootDir>/*.test.ts'] };
