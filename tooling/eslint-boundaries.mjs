// docs/architecture.md, Rules between packages: rule 1, with eslint-plugin-boundaries: a package
// reaches another package only through a library's `@qsr/` name (today @qsr/shared-contracts
// and @qsr/shared-ui), never by a path into its folder, by a bare folder name, or by another
// package's `@qsr/` name.
import boundaries from 'eslint-plugin-boundaries';
import packages from './packages.cjs';

const { LIBRARIES, WORKSPACES } = packages;

const crossesIntoAnotherFolder = WORKSPACES.map((own) => ({
  from: { element: { type: own } },
  disallow: { to: { element: { type: `!${own}` }, module: { origin: 'local' } } },
}));

export const boundariesConfig = {
  plugins: { boundaries },
  settings: {
    // Sources are TypeScript: the resolver must find `.ts` and `.tsx` files to classify them.
    'import/resolver': {
      node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    },
    'boundaries/elements': WORKSPACES.map((folder) => ({ type: folder, pattern: folder })),
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
  },
  rules: {
    // Policies are read in order; the last that matches decides.
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        policies: [
          ...crossesIntoAnotherFolder,
          {
            disallow: {
              to: {
                module: {
                  origin: 'external',
                  source: ['@qsr/**', ...WORKSPACES.flatMap((folder) => [folder, `${folder}/**`])],
                },
              },
            },
          },
          {
            allow: {
              to: {
                module: {
                  origin: 'external',
                  source: LIBRARIES.flatMap((folder) => [`@qsr/${folder}`, `@qsr/${folder}/**`]),
                },
              },
            },
          },
        ],
      },
    ],
  },
};
