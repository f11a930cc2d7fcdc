/** Set by the webpack configuration: the contract major a package was built against. */
declare const __CONTRACT_MAJOR__: number;
