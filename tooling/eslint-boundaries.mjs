// Rule 1 of design.md: a package reaches other packages only through @qsr/shared-contracts
// (code) and @qsr/shared-ui (look and primitives).
import path from 'node:path';

const PACKAGES = [
  'shared-contracts',
  'shared-ui',
  'host-shell',
  'mfe-menu-cart',
  'mfe-locator',
  'mfe-checkout',
  'mfe-account',
  'mfe-marketing',
  'mfe-careers',
  'bff',
  'sandbox',
  'e2e',
];
const ALLOWED = ['@qsr/shared-contracts', '@qsr/shared-ui'];

function packageOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  return PACKAGES.includes(rel[0]) ? rel[0] : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Packages import no other package than @qsr/shared-contracts and @qsr/shared-ui.',
    },
    messages: {
      foreign:
        "'{{source}}' crosses a package boundary: only @qsr/shared-contracts and @qsr/shared-ui are shared.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const own = packageOf(file, root);
    if (!own) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      const isWorkspacePackage =
        source.startsWith('@qsr/') &&
        !ALLOWED.some((allowed) => source === allowed || source.startsWith(`${allowed}/`));
      let escapes = false;
      if (source.startsWith('.')) {
        const target = packageOf(path.resolve(path.dirname(file), source), root);
        escapes = target !== null && target !== own;
      }
      const bareSibling = PACKAGES.some((p) => source === p || source.startsWith(`${p}/`));
      if (isWorkspacePackage || escapes || bareSibling) {
        context.report({ node, messageId: 'foreign', data: { source } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          const [arg] = node.arguments;
          if (arg && arg.type === 'Literal') check(node, arg.value);
        }
      },
    };
  },
};

export default { rules: { 'only-shared-contracts': rule } };
