import type { ApiLanguage } from '../i18n/language';
import type { Mailbox } from '../mailbox/mailbox';

/** The new code's e-mail in the language it was asked in. */
const NEW_CODE_TEXT: Record<ApiLanguage, { subject: string; body: (code: string) => string }> = {
  en: {
    subject: 'Your new verification code',
    body: (code) =>
      `Your new verification code is ${code}. It expires in 30 minutes. ` +
      'The codes we sent you before no longer work.',
  },
  es: {
    subject: 'Tu nuevo código de verificación',
    body: (code) =>
      `Tu nuevo código de verificación es ${code}. Vence en 30 minutos. ` +
      'Los códigos que te enviamos antes ya no funcionan.',
  },
};

/**
 * The e-mails of sign-up and forgotten passwords. Sign-up and forgot-password answer the same
 * whatever the e-mail; only the person who reads that e-mail learns whether it has an account.
 */
export function memberMails(mailbox: Mailbox) {
  const verifyLink = (email: string, code: string) =>
    `/account/verify?email=${encodeURIComponent(email)}&code=${code}`;

  return {
    /** The code that finishes a sign-up; `again` when the e-mail signed up before, unverified. */
    verification(email: string, code: string, again = false): void {
      const first = `Your verification code is ${code}. It expires in 30 minutes.`;
      mailbox.send({
        to: email,
        kind: 'verification',
        subject: 'Your verification code',
        body: again
          ? `Someone, perhaps you, signed up again with this email. ${first} Your account keeps the ` +
            'name and password of the first sign-up: if you do not remember that password, ' +
            'reset it after you verify.'
          : first,
        code,
        link: verifyLink(email, code),
      });
    },

    /** A code the customer asked for in place of one that did not arrive or expired. */
    newCode(email: string, code: string, language: ApiLanguage): void {
      const text = NEW_CODE_TEXT[language];
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
    accountExists(email: string): void {
      mailbox.send({
        to: email,
        kind: 'account_exists',
        subject: 'Someone tried to sign up with your email',
        body:
          'Someone tried to create an account with this email, which already has one. If it ' +
          'was you, sign in, or reset your password if you forgot it. If it was not you, ' +
          'ignore this email: nothing was changed.',
        link: `/account/login?email=${encodeURIComponent(email)}`,
      });
    },

    passwordReset(email: string, token: string): void {
      const link = `/account/reset-password?token=${token}&email=${encodeURIComponent(email)}`;
      mailbox.send({
        to: email,
        kind: 'password_reset',
        subject: 'Reset your password',
        body: `Reset your password within the hour: ${link}`,
        token,
        link,
      });
    },

    /** Forgot-password for an e-mail with no account. */
    noAccount(email: string): void {
      mailbox.send({
        to: email,
        kind: 'no_account',
        subject: 'Reset your password',
        body:
          'Someone asked to reset the password of an account with this email, but there is no ' +
          'account with it. If it was you, you may have signed up with another email, or you ' +
          'can create an account. If it was not you, ignore this email.',
        link: '/account/signup',
      });
    },

    /** The code that confirms a change of login e-mail, sent to the new address. */
    emailChangeCode(email: string, code: string): void {
      mailbox.send({
        to: email,
        kind: 'email_change',
        subject: 'Confirm your new email',
        body:
          `Your code to make this your account's email is ${code}. It expires in 30 minutes. ` +
          'If you did not ask for it, ignore this email.',
        code,
      });
    },

    /**
     * A member asked to move their login to an address that has an account already: its owner
     * is told instead, and the member's answer is the same as for a free address.
     */
    emailInUse(email: string): void {
      mailbox.send({
        to: email,
        kind: 'email_in_use',
        subject: 'Someone tried to use your email',
        body:
          'Someone signed in to another account asked to change its email to this one, which ' +
          'already has an account. Nothing was changed. If it was you, sign in with this email ' +
          'instead.',
        link: `/account/login?email=${encodeURIComponent(email)}`,
      });
    },

    /** The old address learns that the login moved. */
    emailChanged(oldEmail: string, newEmail: string): void {
      mailbox.send({
        to: oldEmail,
        kind: 'email_changed',
        subject: 'Your account email changed',
        body:
          `Your account now signs in with ${newEmail}. If you did not make this change, reset ` +
          'your password from that address or contact us.',
      });
    },
  };
}
