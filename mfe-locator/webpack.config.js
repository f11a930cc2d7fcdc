const createWebpackConfig = require('../tooling/webpack.mf.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.ts',
    './location-modal': './src/location-modal/location-modal-module.ts',
    './handoff-toggle': './src/handoff-toggle/handoff-toggle-module.ts',
    './form-fields': './src/form-fields/form-fields-module.ts',
    './location-map': './src/map/location-map-module.ts',
  },
});
