import type { ApiLanguage } from '../i18n/language';

/** What a member e-mail says: its subject and body, from what it needs to say them. */
interface MailText<A extends unknown[]> {
  subject: string;
  body: (...args: A) => string;
}

interface MemberMailTexts {
  verification: MailText<[code: string]>;
  verificationAgain: MailText<[code: string]>;
  newCode: MailText<[code: string]>;
  accountExists: MailText<[]>;
  passwordReset: MailText<[link: string]>;
  noAccount: MailText<[]>;
  emailChangeCode: MailText<[code: string]>;
  emailInUse: MailText<[]>;
  emailChanged: MailText<[newEmail: string]>;
}

/**
 * The member e-mails in each language the API answers in: an e-mail is written in the language
 * of the request that sent it, as the page the customer was on.
 */
export const MEMBER_MAIL_TEXTS: Record<ApiLanguage, MemberMailTexts> = {
  en: {
    verification: {
      subject: 'Your verification code',
      body: (code) => `Your verification code is ${code}. It expires in 30 minutes.`,
    },
    verificationAgain: {
      subject: 'Your verification code',
      body: (code) =>
        `Someone, perhaps you, signed up again with this email. Your verification code is ${code}. ` +
        'It expires in 30 minutes. Your account keeps the name and password of the first ' +
        'sign-up: if you do not remember that password, reset it after you verify.',
    },
    newCode: {
      subject: 'Your new verification code',
      body: (code) =>
        `Your new verification code is ${code}. It expires in 30 minutes. ` +
        'The codes we sent you before no longer work.',
    },
    accountExists: {
      subject: 'Someone tried to sign up with your email',
      body: () =>
        'Someone tried to create an account with this email, which already has one. If it ' +
        'was you, sign in, or reset your password if you forgot it. If it was not you, ' +
        'ignore this email: nothing was changed.',
    },
    passwordReset: {
      subject: 'Reset your password',
      body: (link) => `Reset your password within the hour: ${link}`,
    },
    noAccount: {
      subject: 'Reset your password',
      body: () =>
        'Someone asked to reset the password of an account with this email, but there is no ' +
        'account with it. If it was you, you may have signed up with another email, or you ' +
        'can create an account. If it was not you, ignore this email.',
    },
    emailChangeCode: {
      subject: 'Confirm your new email',
      body: (code) =>
        `Your code to make this your account's email is ${code}. It expires in 30 minutes. ` +
        'If you did not ask for it, ignore this email.',
    },
    emailInUse: {
      subject: 'Someone tried to use your email',
      body: () =>
        'Someone signed in to another account asked to change its email to this one, which ' +
        'already has an account. Nothing was changed. If it was you, sign in with this email ' +
        'instead.',
    },
    emailChanged: {
      subject: 'Your account email changed',
      body: (newEmail) =>
        `Your account now signs in with ${newEmail}. If you did not make this change, reset ` +
        'your password from that address or contact us.',
    },
  },
  es: {
    verification: {
      subject: 'Tu código de verificación',
      body: (code) => `Tu código de verificación es ${code}. Vence en 30 minutos.`,
    },
    verificationAgain: {
      subject: 'Tu código de verificación',
      body: (code) =>
        `Alguien, quizás tú, volvió a registrarse con este correo. Tu código de verificación es ${code}. ` +
        'Vence en 30 minutos. Tu cuenta conserva el nombre y la contraseña del primer registro: ' +
        'si no recuerdas esa contraseña, restablécela después de verificar.',
    },
    newCode: {
      subject: 'Tu nuevo código de verificación',
      body: (code) =>
        `Tu nuevo código de verificación es ${code}. Vence en 30 minutos. ` +
        'Los códigos que te enviamos antes ya no funcionan.',
    },
    accountExists: {
      subject: 'Alguien intentó registrarse con tu correo',
      body: () =>
        'Alguien intentó crear una cuenta con este correo, que ya tiene una. Si fuiste tú, ' +
        'inicia sesión, o restablece tu contraseña si la olvidaste. Si no fuiste tú, ignora ' +
        'este correo: no se cambió nada.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña',
      body: (link) => `Restablece tu contraseña dentro de una hora: ${link}`,
    },
    noAccount: {
      subject: 'Restablece tu contraseña',
      body: () =>
        'Alguien pidió restablecer la contraseña de una cuenta con este correo, pero no hay ' +
        'ninguna cuenta con él. Si fuiste tú, quizás te registraste con otro correo, o puedes ' +
        'crear una cuenta. Si no fuiste tú, ignora este correo.',
    },
    emailChangeCode: {
      subject: 'Confirma tu nuevo correo',
      body: (code) =>
        `Tu código para que este sea el correo de tu cuenta es ${code}. Vence en 30 minutos. ` +
        'Si no lo pediste, ignora este correo.',
    },
    emailInUse: {
      subject: 'Alguien intentó usar tu correo',
      body: () =>
        'Alguien con sesión en otra cuenta pidió cambiar su correo por este, que ya tiene una ' +
        'cuenta. No se cambió nada. Si fuiste tú, inicia sesión con este correo.',
    },
    emailChanged: {
      subject: 'El correo de tu cuenta cambió',
      body: (newEmail) =>
        `Tu cuenta ahora inicia sesión con ${newEmail}. Si no hiciste este cambio, restablece ` +
        'tu contraseña desde esa dirección o contáctanos.',
    },
  },
};
