const path = require('node:path');
const createWebpackConfig = require('../tooling/webpack.mf.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'host',
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-failure-plugin.ts')],
});
