const project = require('../tooling/jest.project.cjs')(__dirname);

module.exports = {
  ...project,
  // Not the contract: the dev-only standalone harness and the tests' own helpers.
  coveragePathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/src/standalone/',
    '<rootDir>/src/testing/',
  ],
};
