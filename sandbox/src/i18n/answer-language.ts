import type { RequestHandler, Response } from 'express';
import type { Say } from './say';
import { requestLanguage, type ApiLanguage } from './language';
import type { Translations } from './translations';

/** The language an answer is written in, and the platform's texts in it. */
export interface AnswerLanguage {
  language: ApiLanguage;
  say: Say;
}

const ENGLISH: AnswerLanguage = { language: 'en', say: (text) => text };

/** The answer's language (`answerInRequestLanguage`); English where a router does not negotiate. */
export function answerOf(res: Response): AnswerLanguage {
  return (res.locals.answer as AnswerLanguage | undefined) ?? ENGLISH;
}

/** Fields of an answer that hold a text the customer reads, whatever object they sit in. */
const TEXT_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'alt',
  'label',
  'title',
  'employment_type',
]);

/**
 * The answer with every customer text in `say`'s language: the text fields of every object in
 * it, however deep (a menu's products and their choices, an order's lines, a reward's label).
 * Ids, codes, addresses and what the customer wrote (instructions, a favourite's name) are not
 * platform texts, and have no translation to be swapped for.
 */
export function translateAnswer(value: unknown, say: Say): unknown {
  if (Array.isArray(value)) return value.map((item) => translateAnswer(item, say));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' && TEXT_FIELDS.has(key) ? say(field) : translateAnswer(field, say),
    ]),
  );
}

/**
 * Answers in the language the request asks for (`Accept-Language`, see `requestLanguage`): its
 * JSON with the platform's texts in that language, its error messages too (the error handler
 * reads `answerOf`). `Content-Language` says which; `Vary` keeps caches from mixing them.
 */
export function answerInRequestLanguage(translations: Translations): RequestHandler {
  return (req, res, next) => {
    const language = requestLanguage(req);
    const answer: AnswerLanguage = { language, say: translations.sayIn(language) };
    res.locals.answer = answer;
    res.vary('Accept-Language').set('content-language', language);
    if (language !== 'en') {
      const json = res.json.bind(res);
      res.json = (body: unknown) => json(translateAnswer(body, answer.say));
    }
    next();
  };
}
