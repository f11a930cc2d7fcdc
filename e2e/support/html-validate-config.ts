import type { ConfigData } from 'html-validate';

/**
 * The reviewed html-validate configuration for the site's rendered markup: the
 * recommended rules, with the exceptions below, each for a reason. What a page is checked as
 * is the browser's DOM as it stands (`page.content()`), so rules about how source is written
 * (quotes, case, whitespace) say nothing about our code and are off.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // The browser serialises the DOM: its quoting, doctype case and boolean-attribute and
    // void-element style are Chromium's, not ours.
    'attr-quotes': 'off',
    'doctype-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    // React's useId makes ids like `_r_3_`: valid HTML (an id is any text without spaces),
    // though not the letter-first ids of HTML 4 that the strict form of the rule asks for.
    'valid-id': ['error', { relaxed: true }],
    // Lists and list items may be named (ARIA 1.2 list, listitem): the restaurants list, the
    // footer's link groups and the carousel's slides are, for screen readers.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The loader bar's progress is a value of the moment: a transform set from script.
    'no-inline-style': ['error', { allowedProperties: ['display', 'transform'] }],
  },
};

/**
 * Elements whose inline style is a library's, not ours, taken off before a page is checked:
 * react-select writes its search input's colour and width as a style attribute (its Input
 * component does so always; no option turns it off).
 */
export const LIBRARY_INLINE_STYLES = ['.locator-select__input'];
