const path = require('node:path');
const createWebpackConfig = require('../tooling/webpack.mf.cjs');
const { firstScreenPlugin } = require('../tooling/first-screen-plugin.cjs');
const { serviceWorkerPlugin } = require('./src/pwa/service-worker-plugin.cjs');
const { classicScriptPlugin } = require('../tooling/classic-script.cjs');
const { usesTrick } = require('../tooling/tricks.cjs');

// The federation runtime and its plugins are src/remotes/federation.ts, a lazy chunk.
const hostConfig = createWebpackConfig({ dir: __dirname, kind: 'host' });

// Every build emits the server module of the first screen; production builds also the service
// worker. With the `icu-warm-up` trick, the page starts its worker first of all.
module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  config.plugins.push(
    firstScreenPlugin({ entry: path.join(__dirname, 'src/first-screen/server.tsx') }),
  );
  if (usesTrick('icu-warm-up')) {
    config.entry.main = ['./src/startup/icu-warm-up-start.ts', config.entry.main];
    // The worker (src/startup/icu-warm-up-worker.ts) at the site's root.
    config.plugins.push(
      classicScriptPlugin(
        'IcuWarmUpPlugin',
        'icu-warm-up.js',
        path.join(__dirname, 'src/startup/icu-warm-up-worker.ts'),
      ),
    );
  }
  if (config.mode === 'production') config.plugins.push(serviceWorkerPlugin());
  return config;
};
