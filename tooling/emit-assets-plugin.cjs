// A webpack plugin that adds files of its own to a build's output (release.json, the service
// worker, the first screen's server module), at the stage meant for additional assets.
class EmitAssetsPlugin {
  /**
   * @param {string} name  the plugin's name in webpack's hooks and errors
   * @param {(emit: (file: string, content: string | Buffer) => void) => Promise<void> | void} make
   */
  constructor(name, make) {
    this.name = name;
    this.make = make;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: this.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () =>
          this.make((file, content) => compilation.emitAsset(file, new RawSource(content))),
      );
    });
  }
}

module.exports = { EmitAssetsPlugin };
