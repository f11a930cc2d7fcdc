// The scripts' own tests (the budgets' rules and gates), beside the packages' (jest.config.cjs).
const project = require('../tooling/jest.project.cjs')(__dirname, { environment: 'node' });

module.exports = { ...project, testMatch: ['<rootDir>/**/*.test.mjs'] };
