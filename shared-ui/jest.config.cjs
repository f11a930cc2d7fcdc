const project = require('../tooling/jest.project.cjs')(__dirname);

module.exports = project;
