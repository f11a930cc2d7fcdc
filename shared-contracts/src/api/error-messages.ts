import type { Channel } from '../channel/channel';
import type { Language } from '../types/language';
import { requestHooks } from './request-hooks';

/** §8: the text shown when a failure body carries no message of its own. */
export const CONNECTION_ISSUE = 'Connection issue. Please try again.';

const CONNECTION_ISSUE_IN: Record<Language, string> = {
  'en-US': CONNECTION_ISSUE,
  es: 'Problema de conexión. Inténtalo de nuevo.',
};

/** §8's connection issue in the customer's language (the BFF writes it in English). */
export function connectionIssue(language: Language = requestHooks().language()): string {
  return CONNECTION_ISSUE_IN[language];
}

const NOT_CATERING_IN: Record<Language, string> = {
  'en-US': 'This restaurant does not offer catering. Please choose another restaurant.',
  es: 'Este restaurante no ofrece catering. Elige otro restaurante.',
};

/** A restaurant without catering, chosen on the catering site. */
export function notCateringRestaurant(language: Language = requestHooks().language()): string {
  return NOT_CATERING_IN[language];
}

/** Where an order of the other site's menu can be ordered again, by the site the customer is on. */
const OTHER_SITE_ORDER_IN: Record<Channel, Record<Language, string>> = {
  catering: {
    'en-US': 'This order is from our restaurant menu. Please order it again on our main site.',
    es: 'Este pedido es del menú de restaurante. Vuelve a pedirlo en nuestro sitio principal.',
  },
  default: {
    'en-US': 'This order is from our catering menu. Please order it again on our catering site.',
    es: 'Este pedido es del menú de catering. Vuelve a pedirlo en nuestro sitio de catering.',
  },
};

/** A past order of the other site's menu cannot become this site's box. */
export function otherSiteOrder(
  channel: Channel,
  language: Language = requestHooks().language(),
): string {
  return OTHER_SITE_ORDER_IN[channel][language];
}

/** The platform's number in front of a message: `[228] We could not find…`. */
const NUMBER = /^\s*\[(\d+)\]\s*/;

/**
 * What the customer reads for the ordering API's numbered messages they can act on, in each
 * language of the site: what happened in plain words and what to do next. Messages whose
 * text carries the specifics (a choice rule, the items not available, a total) keep the
 * upstream's text, without its number. Promo codes have their own §8 texts (rules/promo.ts).
 */
const CUSTOMER_WORDS: Record<number, Record<Language, string>> = {
  210: {
    'en-US': 'The email or password is not right. Please try again.',
    es: 'El correo o la contraseña no son correctos. Inténtalo de nuevo.',
  },
  211: {
    'en-US': 'There is already an account with this email. Please sign in instead.',
    es: 'Ya hay una cuenta con este correo. Inicia sesión.',
  },
  212: {
    'en-US': 'Please confirm your email address first: we have sent you a new code.',
    es: 'Primero confirma tu correo: te enviamos un código nuevo.',
  },
  213: {
    'en-US': 'That code is not right. Please check the email we sent you.',
    es: 'Ese código no es correcto. Revisa el correo que te enviamos.',
  },
  214: {
    'en-US': 'Please choose a password of at least 8 characters, with a letter and a number.',
    es: 'Elige una contraseña de al menos 8 caracteres, con una letra y un número.',
  },
  215: {
    'en-US': 'Your current password is not right. Please try again.',
    es: 'Tu contraseña actual no es correcta. Inténtalo de nuevo.',
  },
  216: {
    'en-US': 'This password reset link has expired. Please ask for a new one.',
    es: 'Este enlace para cambiar la contraseña ya venció. Pide uno nuevo.',
  },
  219: {
    'en-US': 'You have been signed out. Please sign in again.',
    es: 'Se cerró tu sesión. Inicia sesión de nuevo.',
  },
  220: {
    'en-US': 'Your box is empty. Please add something first.',
    es: 'Tu caja está vacía. Agrega algo primero.',
  },
  223: {
    'en-US': 'Please add the address we should deliver to.',
    es: 'Agrega la dirección de entrega.',
  },
  226: {
    'en-US':
      'This restaurant does not offer that way of getting your order. Please choose another.',
    es: 'Este restaurante no ofrece esa forma de recibir tu pedido. Elige otra.',
  },
  227: {
    'en-US':
      'This address is outside the restaurant’s delivery area. Please choose another address, or pickup.',
    es: 'Esta dirección está fuera del área de entrega del restaurante. Elige otra dirección o recoger.',
  },
  228: {
    'en-US':
      'We do not deliver to this address: it is outside our delivery area. Please check the street, city and zip, or choose pickup.',
    es: 'No entregamos en esta dirección: está fuera de nuestra área de entrega. Revisa la calle, la ciudad y el código postal, o elige recoger.',
  },
  229: {
    'en-US': 'That time is no longer available. Please choose another time.',
    es: 'Esa hora ya no está disponible. Elige otra hora.',
  },
  230: {
    'en-US': 'Your card was declined. Please use another card.',
    es: 'Tu tarjeta fue rechazada. Usa otra tarjeta.',
  },
  231: {
    'en-US': 'Your card details are not right. Please check them.',
    es: 'Los datos de tu tarjeta no son correctos. Revísalos.',
  },
  233: {
    'en-US': 'For your security, please enter your card again.',
    es: 'Por tu seguridad, escribe tu tarjeta de nuevo.',
  },
  234: {
    'en-US': 'Please enter your first and last name, email and phone number.',
    es: 'Escribe tu nombre y apellido, tu correo y tu teléfono.',
  },
  239: {
    'en-US': 'Please choose a restaurant first.',
    es: 'Primero elige un restaurante.',
  },
  241: {
    'en-US': 'You have already used this offer.',
    es: 'Ya usaste esta oferta.',
  },
  242: {
    'en-US': 'Please choose a donation between $0.01 and $100.00.',
    es: 'Elige una donación de entre $0.01 y $100.00.',
  },
  243: {
    'en-US': 'It is too early to tell us you are here. Please try again closer to your time.',
    es: 'Aún es pronto para avisar que llegaste. Inténtalo más cerca de tu hora.',
  },
  246: {
    'en-US': 'Please sign in to continue.',
    es: 'Inicia sesión para continuar.',
  },
  247: {
    'en-US': 'Your box can hold at most 50 items.',
    es: 'Tu caja admite como máximo 50 artículos.',
  },
  248: {
    'en-US': 'Please enter a tip between $0.00 and $500.00.',
    es: 'Escribe una propina de entre $0.00 y $500.00.',
  },
  300: {
    'en-US': 'Please confirm you are not a robot, then try again.',
    es: 'Confirma que no eres un robot e inténtalo de nuevo.',
  },
};

/** The platform's number of a message, or null (`[230] Your card …` → 230). */
export function messageCode(message: string): number | null {
  const match = NUMBER.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * What the customer reads for one upstream message: our own words for a number they can act
 * on, else the text without its number. The number is the platform's, never the customer's.
 */
export function customerMessage(
  message: string,
  language: Language = requestHooks().language(),
): string {
  if (message === CONNECTION_ISSUE) return connectionIssue(language);
  const code = messageCode(message);
  const words = code === null ? undefined : CUSTOMER_WORDS[code];
  return words ? words[language] : message.replace(NUMBER, '');
}

/**
 * §8 shared request helper: the messages of a failure body as the upstream wrote them.
 * - an array of strings, as is
 * - an array of objects, by each `message` field
 * - an object with `message`, as that single message
 * - otherwise the connection-issue text
 */
export function upstreamMessages(body: unknown): string[] {
  if (Array.isArray(body)) {
    if (body.length > 0 && body.every((item) => typeof item === 'string')) return body as string[];
    const messages = body
      .map((item) =>
        item && typeof item === 'object' ? (item as { message?: unknown }).message : undefined,
      )
      .filter((message): message is string => typeof message === 'string' && message.length > 0);
    if (messages.length > 0) return messages;
  } else if (body && typeof body === 'object') {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message.length > 0) return [message];
  }
  return [CONNECTION_ISSUE];
}

/** §8: the messages shown to the customer for a failure body (see `customerMessage`). */
export function errorMessagesFrom(body: unknown): string[] {
  return upstreamMessages(body).map((message) => customerMessage(message));
}

/**
 * The platform's number of a failure, for the site's own decisions: the number of its first
 * message, else the body's `code`; null without either.
 */
export function errorCodeFrom(body: unknown): number | null {
  const fromText = messageCode(upstreamMessages(body)[0] ?? '');
  if (fromText !== null) return fromText;
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : null;
}
