import type { ApiLanguage } from '../i18n/language';
import type { Mailbox } from '../mailbox/mailbox';
import { MEMBER_MAIL_TEXTS } from './mail-texts';

/**
 * The e-mails of sign-up, passwords and a change of e-mail, each in the language of the request
 * that sent it (`mail-texts.ts`). Sign-up and forgot-password answer the same whatever the
 * e-mail; only the person who reads that e-mail learns whether it has an account.
 */
export function memberMails(mailbox: Mailbox) {
  const verifyLink = (email: string, code: string) =>
    `/account/verify?email=${encodeURIComponent(email)}&code=${code}`;
  const loginLink = (email: string) => `/account/login?email=${encodeURIComponent(email)}`;

  return {
    /** The code that finishes a sign-up; `again` when the e-mail signed up before, unverified. */
    verification(email: string, code: string, language: ApiLanguage, again = false): void {
      const text = MEMBER_MAIL_TEXTS[language][again ? 'verificationAgain' : 'verification'];
      mailbox.send({
        to: email,
        kind: 'verification',
        subject: text.subject,
        body: text.body(code),
        code,
        link: verifyLink(email, code),
      });
    },

    /** A code the customer asked for in place of one that did not arrive or expired. */
    newCode(email: string, code: string, language: ApiLanguage): void {
      const text = MEMBER_MAIL_TEXTS[language].newCode;
      mailbox.send({
        to: email,
        kind: 'verification',
        subject: text.subject,
        body: text.body(code),
        code,
        link: verifyLink(email, code),
      });
    },

    /** A sign-up with the e-mail of a verified account: it changes nothing. */
    accountExists(email: string, language: ApiLanguage): void {
      const text = MEMBER_MAIL_TEXTS[language].accountExists;
      mailbox.send({
        to: email,
        kind: 'account_exists',
        subject: text.subject,
        body: text.body(),
        link: loginLink(email),
      });
    },

    passwordReset(email: string, token: string, language: ApiLanguage): void {
      const link = `/account/reset-password?token=${token}&email=${encodeURIComponent(email)}`;
      const text = MEMBER_MAIL_TEXTS[language].passwordReset;
      mailbox.send({
        to: email,
        kind: 'password_reset',
        subject: text.subject,
        body: text.body(link),
        token,
        link,
      });
    },

    /** Forgot-password for an e-mail with no account. */
    noAccount(email: string, language: ApiLanguage): void {
      const text = MEMBER_MAIL_TEXTS[language].noAccount;
      mailbox.send({
        to: email,
        kind: 'no_account',
        subject: text.subject,
        body: text.body(),
        link: '/account/signup',
      });
    },

    /** The code that confirms a change of login e-mail, sent to the new address. */
    emailChangeCode(email: string, code: string, language: ApiLanguage): void {
      const text = MEMBER_MAIL_TEXTS[language].emailChangeCode;
      mailbox.send({
        to: email,
        kind: 'email_change',
        subject: text.subject,
        body: text.body(code),
        code,
      });
    },

    /**
     * A member asked to move their login to an address that has an account already: its owner
     * is told instead, and the member's answer is the same as for a free address.
     */
    emailInUse(email: string, language: ApiLanguage): void {
      const text = MEMBER_MAIL_TEXTS[language].emailInUse;
      mailbox.send({
        to: email,
        kind: 'email_in_use',
        subject: text.subject,
        body: text.body(),
        link: loginLink(email),
      });
    },

    /** The old address learns that the login moved. */
    emailChanged(oldEmail: string, newEmail: string, language: ApiLanguage): void {
      const text = MEMBER_MAIL_TEXTS[language].emailChanged;
      mailbox.send({
        to: oldEmail,
        kind: 'email_changed',
        subject: text.subject,
        body: text.body(newEmail),
      });
    },
  };
}
