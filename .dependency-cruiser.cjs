// The structure's rules (docs/architecture.md, "Rules between packages"), checked by
// `npm run lint`: no import cycle, and no arrow from a lower layer up to a higher one. Layers,
// from the bottom: the contracts; shared-ui; the site's packages (host-shell, mfe-*) and the
// servers (bff, sandbox); the build and test tools (tooling, scripts, e2e).
const TOOLS = '^(tooling|scripts|e2e)/';
// What runs in a page or a server; tests, their helpers and the packages' build and test
// configurations (webpack plugins, jest configs) belong to the tools' layer.
const NOT_RUNTIME = '(\\.test\\.tsx?$|/testing(/|\\.tsx?$)|/test-support/|\\.cjs$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: split out what both files need (a type file of its own).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-at-the-bottom',
      comment: 'The contracts import no other package of the repository.',
      severity: 'error',
      from: { path: '^shared-contracts/', pathNot: NOT_RUNTIME },
      to: { path: '^(shared-ui|host-shell|mfe-[^/]+|bff|sandbox|tooling|scripts|e2e)/' },
    },
    {
      name: 'shared-ui-on-the-contracts',
      comment: 'shared-ui builds on the contracts alone.',
      severity: 'error',
      from: { path: '^shared-ui/', pathNot: NOT_RUNTIME },
      to: { path: '^(host-shell|mfe-[^/]+|bff|sandbox|tooling|scripts|e2e)/' },
    },
    {
      name: 'site-code-below-the-tools',
      comment: "The site's and the servers' sources import no build or test tool.",
      severity: 'error',
      from: { path: '^(host-shell|mfe-[^/]+|bff|sandbox)/src/', pathNot: NOT_RUNTIME },
      to: { path: TOOLS },
    },
    {
      name: 'site-and-servers-apart',
      comment: 'The pages never import a server, nor a server a page.',
      severity: 'error',
      from: { path: '^(host-shell|mfe-[^/]+)/' },
      to: { path: '^(bff|sandbox)/' },
    },
    {
      name: 'servers-apart-from-pages',
      comment: 'The servers import no page package (the host reaches them through HTTP).',
      severity: 'error',
      from: { path: '^(bff|sandbox)/' },
      to: { path: '^(host-shell|mfe-[^/]+|shared-ui)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|playwright-report|test-results)/' },
    // Type-only imports count: a cycle of types is still a knot to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
