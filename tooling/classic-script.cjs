// One classic script bundled from a TypeScript entry with esbuild: what a service worker or a
// worker at the site's root must be (no module loader, no chunks).
const esbuild = require('esbuild');

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

module.exports = { classicScript };
