// Remotes and the host draw with @qsr/shared-ui: colours only through its tokens, and no button,
// field, notice or other primitive of their own (docs/architecture.md, Rules between packages:
// rule 1; shared-ui/README.md).
import { createRequire } from 'node:module';

const site = createRequire(import.meta.url)('./packages.json');
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
/** The teams' class prefixes: the host's, and each remote's federation name (packages.json). */
const TEAM = `(${['host', ...Object.keys(site.remotes)].join('|')})`;
/** What shared-ui draws: a team class named after one is a near-copy of it. */
const PRIMITIVES = 'dialog|modal|drawer|backdrop|scrim|select|stepper|price|card|chip|chips';

/** A team selector that shared-ui's primitives make a copy of. */
const copies = [
  // A team's own button, field, notice or stepper.
  `\\.${TEAM}-(button|btn|field|field-error|hint|notice|stepper)(?![\\w-])`,
  `\\.${TEAM}-[\\w-]*(button|btn)--`,
  // A button drawn as a link ('Use my location', 'Not now'): Button variant="quiet".
  `\\.${TEAM}-[\\w-]*link-(button|btn)`,
  // A button that is only an icon (a close ×, a menu toggle): IconButton.
  `\\.${TEAM}-[\\w-]*icon-(button|btn)`,
  // A team's dialog, modal, drawer, backdrop, select, stepper, price, card or chip.
  `\\.${TEAM}-([\\w-]+-)?(${PRIMITIVES})(?![\\w-])`,
];

/** A form control styled by its element (`.locator-search input`): a field of the team's own. */
const CONTROL_ELEMENT = '/(^|[\\s>+~])(input|select|textarea|button)(?=$|[\\s:.[,>+~])/';
const CONTROL_LOOK = [
  'border',
  'border-color',
  'border-radius',
  'background',
  'background-color',
  'padding',
  'min-height',
  'font',
];

/**
 * A raw length of a section's size (1.5rem / 24 px and up) in a margin or gap: the space between
 * sections comes from shared-ui's scale (`--ui-space-5` and up), so every page keeps one rhythm.
 */
const SECTION_SPACE = [
  '/(^|[\\s(,])(1\\.[5-9]\\d*|[2-9](\\.\\d+)?|\\d{2,}(\\.\\d+)?)r?em\\b/',
  '/(^|[\\s(,])(2[4-9]|[3-9]\\d|\\d{3,})(\\.\\d+)?px\\b/',
];

/** What shared-ui itself may do that a team may not: its primitives, its tokens' colours. */
const TEAM_RULES = [
  'rule-selector-property-disallowed-list',
  'color-no-hex',
  'color-named',
  'function-disallowed-list',
  'selector-disallowed-list',
  'declaration-property-value-disallowed-list',
];

export default {
  // An animation of anything but transform and opacity is painted again on the main thread at
  // every frame (a skeleton's moving background cost a fifth of a core while a page loaded).
  plugins: ['stylelint-high-performance-animation'],
  overrides: [
    {
      files: ['shared-ui/**/*.css'],
      rules: Object.fromEntries(TEAM_RULES.map((rule) => [rule, null])),
    },
  ],
  rules: {
    // A button's colours fade once, on a hover or a press: painted for 150 ms, not every frame.
    'plugin/no-low-performance-animation-properties': [
      true,
      { ignoreProperties: ['background-color', 'border-color'] },
    ],
    'rule-selector-property-disallowed-list': [
      { [CONTROL_ELEMENT]: CONTROL_LOOK },
      {
        message: (selector, property) =>
          `"${selector}" sets ${property}: a form control of the team's own: use @qsr/shared-ui's Field (or the ui-input class), Select, Checkbox or Button`,
      },
    ],
    'declaration-property-value-disallowed-list': [
      { '/^(margin|gap$|row-gap$|column-gap$)/': SECTION_SPACE },
      {
        message: (property, value) =>
          `"${property}: ${value}" is a section's space of the team's own: use shared-ui's scale (var(--ui-space-5) and up)`,
      },
    ],
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': RAW_COLOUR_FUNCTIONS,
    'selector-disallowed-list': [
      copies.map((source) => `/${source}/`),
      {
        message: (selector) =>
          `"${selector}" is a team copy of a shared-ui primitive: draw it with @qsr/shared-ui (Button variant="quiet", IconButton, Dialog, Drawer, Select, QuantityStepper, Price, Card)`,
      },
    ],
  },
};
