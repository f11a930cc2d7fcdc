// One classic script bundled from a TypeScript entry with esbuild: what a service worker or a
// worker at the site's root must be (no module loader, no chunks).
const esbuild = require('esbuild');
const { EmitAssetsPlugin } = require('./emit-assets-plugin.cjs');

/** @param {string} entry  the entry file; resolves to the minified script's text */
async function classicScript(entry) {
  const built = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  });
  return built.outputFiles[0].text;
}

/**
 * A plugin that emits one worker's classic script into the build's output (a worker must come
 * from the page's own origin, so it is served beside the build's other files).
 * @param {string} name   the plugin's name in webpack's hooks and errors
 * @param {string} file   the output file, e.g. `geography-worker.js`
 * @param {string} entry  the worker's TypeScript entry
 */
const classicScriptPlugin = (name, file, entry) =>
  new EmitAssetsPlugin(name, async (emit) => emit(file, await classicScript(entry)));

module.exports = { classicScript, classicScriptPlugin };
