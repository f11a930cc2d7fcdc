/** Set by the webpack configuration: the contract major a package was built against. */
declare const __CONTRACT_MAJOR__: number;
/** Set by the webpack configuration: `QSR_RELEASE_NOTE` at build time, or empty. */
declare const __RELEASE_NOTE__: string;
/** webpack's: where the build's files are served from (a remote's, its version's folder). */
declare const __webpack_public_path__: string;
