const path = require('node:path');
const createWebpackConfig = require('../tooling/webpack.mf.cjs');
const { firstScreenPlugin } = require('../tooling/first-screen-plugin.cjs');
const { classicScriptPlugin } = require('../tooling/classic-script.cjs');

const remoteConfig = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.ts',
    './location-modal': './src/location-modal/location-modal-module.ts',
    './form-fields': './src/form-fields/form-fields-module.ts',
    './location-map': './src/map/location-map-module.ts',
  },
});

// /locations' heading is rendered on the server, so that the page's largest paint does not wait
// for this remote's scripts: the build emits its server module, with the page's styles. It also
// emits the worker that draws the offline map's geography.
module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  config.plugins.push(
    firstScreenPlugin({ entry: path.join(__dirname, 'src/first-screen/server.tsx'), remote: true }),
    // Beside this remote's files, which the site's own server serves.
    classicScriptPlugin(
      'GeographyWorkerPlugin',
      'geography-worker.js',
      path.join(__dirname, 'src/map/offline/geography-worker.ts'),
    ),
  );
  return config;
};
