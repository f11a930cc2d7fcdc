const { blockChunks, startupFiles } = require('./preload/startup-preload-plugin.cjs');

const NAME = 'CompileHintsPlugin';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts with this comment
 * has all its functions compiled as it is streamed, off the page's thread, rather than each on
 * the page's thread when first called. Other engines read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The host's lazy chunk of the Module Federation runtime (webpack.mf.cjs's cache group). */
const FEDERATION_RUNTIME_CHUNK = 'federation-runtime';

/**
 * The host's chunks that start the federation runtime a page with a remote asks for: the runtime
 * and the host's code that starts it (`src/remotes/federation.ts`, named where it is imported).
 */
const FEDERATION_CHUNKS = new Set(['federation', FEDERATION_RUNTIME_CHUNK]);

/**
 * The scripts whose functions nearly all run as a page starts: the host's startup chunks
 * (React's renderer, the libraries, the site's code) and the federation runtime's.
 */
function hostFiles(compilation) {
  const federation = [...compilation.chunks]
    .filter((chunk) => FEDERATION_CHUNKS.has(chunk.name))
    .flatMap((chunk) => [...chunk.files]);
  return [...startupFiles(compilation), ...federation];
}

/**
 * A remote's scripts that a page with it runs at once: its container (`remoteEntry.js`) and the
 * chunks its exposed modules open (the container's dynamic imports), with those split off them.
 * The chunks those modules load later, and their shared libraries' fallbacks (the host provides
 * those), are not followed.
 */
function remoteFiles(compilation) {
  const { chunkGraph } = compilation;
  const containers = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks);
  const exposed = containers.flatMap((chunk) =>
    [...chunkGraph.getChunkEntryModulesIterable(chunk)].flatMap((module) => [
      ...blockChunks(chunkGraph, module),
    ]),
  );
  return [...containers, ...exposed].flatMap((chunk) => [...chunk.files]);
}

/** The scripts of a build to start with the hint: a remote's (`remoteFiles`) or the host's. */
function hintedFiles(compilation, remote) {
  const files = remote ? remoteFiles(compilation) : hostFiles(compilation);
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

/**
 * Puts the compile hint first in the scripts of `hintedFiles`, once they are minified (the
 * minifier drops comments) and before their source maps are written (which then count the
 * line).
 */
class CompileHintsPlugin {
  /** @param {{ remote?: boolean }} [options] a remote's build, or (by default) the host's */
  constructor({ remote = false } = {}) {
    this.remote = remote;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of hintedFiles(compilation, this.remote))
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT, FEDERATION_RUNTIME_CHUNK };
