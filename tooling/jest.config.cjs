// The repository's own tooling, tested beside the packages (jest.config.cjs).
const project = require('./jest.project.cjs')(__dirname);

module.exports = { ...project, testMatch: ['<rootDir>/**/*.test.ts?(x)'] };
