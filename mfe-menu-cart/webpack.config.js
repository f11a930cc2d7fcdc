const path = require('node:path');
const createWebpackConfig = require('../tooling/webpack.mf.cjs');
const { firstScreenPlugin } = require('../tooling/first-screen-plugin.cjs');

const remoteConfig = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.ts',
    './cart-drawer': './src/cart/cart-drawer-module.ts',
  },
});

// The menu pages' first screen is rendered on the server: the build emits its
// server module, with the menu's styles.
module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  config.plugins.push(
    firstScreenPlugin({ entry: path.join(__dirname, 'src/first-screen/server.tsx'), remote: true }),
  );
  return config;
};
