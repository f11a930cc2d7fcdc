module.exports = require('../tooling/jest.project.cjs')(__dirname, { environment: 'node' });
