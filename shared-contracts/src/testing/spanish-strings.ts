import type { Strings } from '../i18n/register-strings';

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/**
 * What a team's Spanish strings still lack (§4.11), for its strings test: keys without a
 * Spanish string, strings left as the English (but for the reviewed `same` keys, words spelled
 * alike in both), and strings whose placeholders differ from the English ones.
 */
export function spanishGaps<K extends string>(
  strings: Strings<K>,
  same: readonly K[] = [],
): string[] {
  const english = strings['en-US'];
  const spanish = strings.es;
  return (Object.keys(english) as K[]).flatMap((key) => {
    const es = spanish[key];
    if (es === undefined) return [`${key}: no Spanish`];
    if (es === english[key] && !same.includes(key)) return [`${key}: "${es}" is the English`];
    if (placeholders(es).join() !== placeholders(english[key]).join()) {
      return [`${key}: placeholders differ`];
    }
    return [];
  });
}
