import { MEMBER_MAIL_TEXTS } from './mail-texts';

describe('member e-mails in every language', () => {
  it('has every e-mail in Spanish as in English, none the same words', () => {
    const { en, es } = MEMBER_MAIL_TEXTS;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [name, text] of Object.entries(en)) {
      const spanish = es[name as keyof typeof es];
      expect(spanish.subject).not.toBe(text.subject);
      const args = ['123456', 'https://example.com/x'] as const;
      expect((spanish.body as (...a: string[]) => string)(...args)).not.toBe(
        (text.body as (...a: string[]) => string)(...args),
      );
    }
  });
});
