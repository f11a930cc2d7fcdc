// The singletons shared as a subset of their API (tooling/shared/*.mjs), and the build check
// that keeps the subsets complete: an import of a name a subset does not export would be
// undefined at run time (a shared module's exports are not known to the importing build).
const fs = require('node:fs');
const path = require('node:path');
const { initSync, parse } = require('es-module-lexer');

const SHARED_SUBSETS = {
  'react-router': path.join(__dirname, 'react-router.mjs'),
  'react-i18next': path.join(__dirname, 'react-i18next.mjs'),
};

/** The names a subset file exports, as an ES module lexer reads them. */
function exportedNames(file) {
  initSync();
  const [, exports] = parse(fs.readFileSync(file, 'utf8'), file);
  return new Set(exports.map((entry) => entry.n));
}

/** Fails the build on an import of a subset library that its subset does not export. */
class SharedSubsetCheckPlugin {
  apply(compiler) {
    const exported = Object.fromEntries(
      Object.entries(SHARED_SUBSETS).map(([name, file]) => [name, exportedNames(file)]),
    );
    compiler.hooks.thisCompilation.tap('SharedSubsetCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSubsetCheckPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            const names = exported[dependency.request];
            const [name] = dependency.ids ?? [];
            if (!names || !name || names.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `'${name}' is imported from ${dependency.request}, which is shared as a subset: ` +
                `add it to ${path.relative(process.cwd(), SHARED_SUBSETS[dependency.request])}.`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { SHARED_SUBSETS, SharedSubsetCheckPlugin };
