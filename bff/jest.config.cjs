const project = require('../tooling/jest.project.cjs')(__dirname, { environment: 'node' });

// The benchmark's own helpers are tested beside them too.
module.exports = { ...project, testMatch: [...project.testMatch, '<rootDir>/bench/**/*.test.ts'] };
