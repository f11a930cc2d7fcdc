const path = require('node:path');
const createWebpackConfig = require('../tooling/webpack.mf.cjs');
const { firstScreenPlugin } = require('../tooling/first-screen-plugin.cjs');

const remoteConfig = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.ts',
    './order-confirmation': './src/confirmation-dialog/order-confirmation-module.ts',
  },
});

// The checkout's first screen is rendered on the server for a guest: the build
// emits its server module, with the checkout's styles.
module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  config.plugins.push(
    firstScreenPlugin({ entry: path.join(__dirname, 'src/first-screen/server.tsx'), remote: true }),
  );
  return config;
};
