import type { Page } from '@playwright/test';
import { wordsOf, type EnglishDictionary } from './english-words';

/**
 * Words of the English dictionary that are Spanish words too, or that Spanish writes the same
 * (reviewed: each is on a Spanish page because it is Spanish, not because it was left English).
 */
export const SAME_IN_SPANISH: ReadonlySet<string> = new Set([
  'app', // la app
  'ave', // an avenue's name in prose ("en Charlotte Ave"); also a Spanish word
  'brioche',
  'cal', // calorías: "360 cal"
  'capital', // capital líquido
  'catering',
  'cheddar',
  'chocolate',
  'cola', // refresco de cola
  'color',
  'combo',
  'cookies',
  'cvv', // código de seguridad (CVV)
  'describe', // describe el problema
  'digital',
  'error',
  'flexible',
  'general', // gerente general
  'individual', // tamaño individual
  'local',
  'mayo', // 12 de mayo
  'media', // media docena
  'mg', // sodio (mg)
  'mi', // mi cuenta
  'mm', // vencimiento (MM/AA)
  'no',
  'original',
  'oz', // onzas: "16 oz"
  'pan', // pan brioche
  'pay', // pay de camote: a pie, in Mexico's Spanish
  'subtotal',
  'suite', // apto., suite o edificio: a loanword in Spanish too
  'total',
]);

/**
 * Names the site writes the same in every language: the brand (the site's `BRAND_NAME`), its
 * programmes, card networks, states. Taken out of a text with the places before its words.
 */
export const NAMES: readonly string[] = [
  'Biscuit Barn',
  'Bo Time',
  'Chickenverse',
  'Visa',
  'Mastercard',
  'Amex',
  'Discover',
  'iPhone',
  'Android',
  'Carolina',
  'Georgia',
  'Tennessee',
];

/** An e-mail address: a name, whatever words it is made of. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text a customer reads in the page's main region and in any dialog open over it (the box,
 * a question): its visible text and the texts of its controls that are read aloud or shown on
 * hover (labels, alternative texts, placeholders).
 */
export function mainText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const roots = [
      ...document.querySelectorAll('main, [role="dialog"], [role="alertdialog"], dialog[open]'),
    ].filter((root) => root.checkVisibility() && !root.parentElement?.closest('main'));
    const parts: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent?.checkVisibility()) continue;
        if (parent.closest('script, style, noscript, template')) continue;
        // What a customer wrote (a line's instructions) is theirs, in their words.
        if (parent.closest('[translate="no"]')) continue;
        parts.push(node.textContent ?? '');
      }
      for (const element of root.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
        if (!element.checkVisibility()) continue;
        for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
          const value = element.getAttribute(name);
          if (value) parts.push(value);
        }
      }
    }
    return parts.join(' \n ');
  });
}

/** The English words of a Spanish text, each with where it stood, for a readable failure. */
export function englishIn(text: string, dictionary: EnglishDictionary): string[] {
  let rest = text.replace(EMAIL, ' ');
  // Whole names only (not "SC" inside a word), longest first: "Raleigh – Glenwood Ave" before "Raleigh".
  for (const name of [...dictionary.names, ...NAMES].sort((a, b) => b.length - a.length)) {
    if (!name.trim()) continue;
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'gu'),
      ' ',
    );
  }
  const found = new Set<string>();
  for (const line of rest.split('\n')) {
    for (const word of wordsOf(line)) {
      if (dictionary.words.has(word) && !SAME_IN_SPANISH.has(word)) {
        found.add(`${word} (in "${line.trim().slice(0, 80)}")`);
      }
    }
  }
  return [...found];
}
