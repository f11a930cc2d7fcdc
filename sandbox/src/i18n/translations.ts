import type { Db } from '../db/database';
import type { Say } from './say';
import type { ApiLanguage } from './language';

/**
 * The platform's texts in other languages (the `translations` table): the Spanish of each
 * English text a customer reads in an answer (menu, rewards and offers, jobs). English is the
 * text as stored; a text without a translation stays as it is.
 */
export function createTranslations(db: Db) {
  const rows = db.prepare<[string], { source: string; text: string }>(
    'SELECT source, text FROM translations WHERE lang = ?',
  );
  const kept = new Map<ApiLanguage, Map<string, string>>();
  return {
    /** The texts of a language, as a function from the English text (read once). */
    sayIn(language: ApiLanguage): Say {
      if (language === 'en') return (text) => text;
      let texts = kept.get(language);
      if (!texts) {
        texts = new Map(rows.all(language).map((row) => [row.source, row.text]));
        kept.set(language, texts);
      }
      const known = texts;
      return (text) => known.get(text) ?? text;
    },
  };
}

export type Translations = ReturnType<typeof createTranslations>;
