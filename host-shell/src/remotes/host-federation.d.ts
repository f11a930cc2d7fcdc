/** Set by the host's webpack configuration (tooling/webpack.mf.cjs, `hostSharedVersions`). */
declare const __HOST_FEDERATION__: {
  /** Each singleton of rule 3 by package: the installed version and the host's range. */
  shared: Record<string, { version: string; requiredVersion: string }>;
  /** The `one-runtime` trick: the remotes' entries use this page's runtime core. */
  provideRuntimeCore: boolean;
};
