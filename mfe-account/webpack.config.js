const createWebpackConfig = require('../tooling/webpack.mf.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.ts',
    './come-back': './src/come-back/come-back-module.ts',
  },
});
