const project = require('../tooling/jest.project.cjs')(__dirname);

// The map's geography files are named with `import.meta.url`, which Jest cannot read.
project.moduleNameMapper['/atlas-files$'] = '<rootDir>/src/testing/atlas-files.ts';
module.exports = project;
