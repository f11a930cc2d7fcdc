// Remotes and the host draw with @qsr/shared-ui: colours only through its tokens, and no button,
// field or notice of their own (design.md rule 1; shared-ui/README.md).
const RAW_COLOUR_FUNCTIONS = [
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
];
const TEAM = '(host|account|checkout|locator|menuCart|marketing|careers)';

export default {
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': RAW_COLOUR_FUNCTIONS,
    // A team's own button, field, notice or stepper is a near-copy of a primitive.
    'selector-disallowed-list': [
      new RegExp(`\\.${TEAM}-(button|btn|field|field-error|hint|notice|stepper)(?![\\w-])`).source,
      new RegExp(`\\.${TEAM}-[\\w-]*(button|btn)--`).source,
    ].map((source) => `/${source}/`),
  },
};
