const path = require('node:path');
const createWebpackConfig = require('../tooling/webpack.mf.cjs');
const { firstScreenPlugin } = require('../tooling/first-screen-plugin.cjs');
const { serviceWorkerPlugin } = require('./src/pwa/service-worker-plugin.cjs');

// The federation runtime and its plugins are src/remotes/federation.ts, a lazy chunk.
const hostConfig = createWebpackConfig({ dir: __dirname, kind: 'host' });

// Every build emits the server module of the first screen; production builds also the service
// worker.
module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  config.plugins.push(
    firstScreenPlugin({ entry: path.join(__dirname, 'src/first-screen/server.tsx') }),
  );
  if (config.mode === 'production') config.plugins.push(serviceWorkerPlugin());
  return config;
};
