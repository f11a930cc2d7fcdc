import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ZodError } from 'zod';
import {
  formatClock,
  formatMoney,
  restaurantClock,
  type ChosenTime,
  type Daypart,
} from '@qsr/shared-contracts';
import { CATERING_HANDOFF_REFUSAL } from '@qsr/shared-contracts/core';
import { answerOf } from '../i18n/answer-language';
import type { ApiLanguage } from '../i18n/language';
import type { Say } from '../i18n/say';

/**
 * Error body of the ordering API: `{ message, code }`. A numbered customer message such as
 * `[100] Location not found` carries its number in the text and in `code`; plain HTTP
 * failures use the status as the code. Numbers 200–299 are meant for the customer (the
 * README of shared-contracts, API conventions), and come in the customer's language.
 */
export interface ErrorBody {
  message: string;
  code: number;
}

/** A customer message in Spanish, given the menu's words in Spanish. */
type Spanish = (say: Say) => string;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    /** The Spanish text, for customer messages; developer messages stay English. */
    readonly spanish?: Spanish,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return { message: this.message, code: this.code };
  }

  /** The body in the answer's language (`Accept-Language`), with its number as in English. */
  bodyIn(language: ApiLanguage, say: Say): ErrorBody {
    if (language !== 'es' || !this.spanish) return this.body;
    const text = this.spanish(say);
    return {
      message: this.message.startsWith('[') ? `[${this.code}] ${text}` : text,
      code: this.code,
    };
  }
}

/** A customer message with its number: `[code] text`. */
function numbered(status: number, code: number, text: string, spanish: string | Spanish): ApiError {
  return new ApiError(
    status,
    `[${code}] ${text}`,
    code,
    typeof spanish === 'string' ? () => spanish : spanish,
  );
}

const money = (cents: number): string => formatMoney(cents / 100);

/** The handoffs as a restaurant offers them, in Spanish ('This restaurant does not offer …'). */
const HANDOFFS_ES: Record<string, string> = {
  pickup: 'pedidos para recoger',
  curbside: 'entregas en la acera',
  delivery: 'entregas a domicilio',
  dispatch: 'entregas a domicilio',
};

/** The profile fields checked by `invalidField`, as a Spanish sentence names them. */
const FIELDS_ES: Record<string, string> = {
  'first name': 'un nombre válido',
  'last name': 'un apellido válido',
  email: 'un correo electrónico válido',
  'phone number': 'un número de teléfono válido',
  'zip code': 'un código postal válido',
  'birthday (MM/DD)': 'una fecha de cumpleaños válida (MM/DD)',
};

/** `A`, `A and B`, `A, B and C`. */
const listOf = (names: readonly string[], and: string): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

/** When a daypart serves, on the restaurant's clock: `until 10:30 AM`, `from 5:00 PM until 10:00 PM`. */
function servedIn(daypart: Daypart, language: 'en-US' | 'es'): string {
  const until = formatClock(daypart.until, language);
  const from = formatClock(daypart.from, language);
  if (language === 'es')
    return daypart.from === '00:00' ? `hasta las ${until}` : `de ${from} a ${until}`;
  return daypart.from === '00:00' ? `until ${until}` : `from ${from} until ${until}`;
}

/** The order's time on the restaurant's clock, as `formatClock` writes a time of day. */
function chosenClock(chosen: ChosenTime, language: 'en-US' | 'es'): string {
  const { minutes } = restaurantClock(new Date(chosen.at), chosen.timeZone);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return formatClock(hhmm, language);
}

/** The sandbox's error catalogue (documented in the README), with the customer's messages in Spanish. */
/** A group named as an instruction ('Choose a Side'), said in a sentence ('choose a side'). */
const isInstruction = (group: string): boolean => /^choose\s/i.test(group);
const asSentence = (group: string): string => group.toLowerCase();

export const errors = {
  // Plain HTTP.
  notFound: () => new ApiError(404, 'Not found', 404),
  badRequest: (message: string) => new ApiError(400, message, 400),
  idempotencyKeyInvalid: () =>
    new ApiError(400, 'Idempotency-Key must be 8 to 255 visible ASCII characters.', 400),
  idempotencyKeyReused: () =>
    new ApiError(422, 'This Idempotency-Key was used for another order.', 422),
  redeemKeyReused: () =>
    new ApiError(422, 'This Idempotency-Key was used for another redeem.', 422),
  unauthorized: (message = 'Unauthorized') => new ApiError(401, message, 401),
  methodNotAllowed: () => new ApiError(405, 'Method not allowed', 405),
  // The kitchen's (not the customer's): a cancelled order has nothing to make.
  orderCancelled: () => new ApiError(410, 'This order was cancelled.', 410),
  searchNeedsPlace: () =>
    new ApiError(
      400,
      'A search needs a place or coordinates.',
      400,
      () => 'Para buscar, escribe un lugar o usa tu ubicación.',
    ),

  addressTextInvalid: () =>
    new ApiError(
      400,
      "An address to suggest is 2 to 100 letters, digits, spaces and . , # ' - /",
      400,
      () => "Una dirección para sugerir tiene de 2 a 100 letras, números, espacios y . , # ' - /",
    ),

  // 100–199: not found.
  locationNotFound: () =>
    numbered(404, 100, 'Location not found', 'No encontramos ese restaurante'),
  menuNotFound: () => numbered(404, 110, 'Menu not found', 'No encontramos ese menú'),
  productNotFound: () => numbered(404, 120, 'Product not found', 'No encontramos ese artículo'),
  orderNotFound: () => numbered(404, 130, 'Order not found', 'No encontramos ese pedido'),
  lineNotFound: () =>
    numbered(
      404,
      131,
      'That item is no longer in your order.',
      'Ese artículo ya no está en tu pedido.',
    ),
  addressNotFound: () => numbered(404, 140, 'Address not found', 'No encontramos esa dirección'),
  paymentNotFound: () =>
    numbered(404, 141, 'Saved card not found', 'No encontramos esa tarjeta guardada'),
  offerNotFound: () => numbered(404, 142, 'Offer not found', 'No encontramos esa oferta'),
  rewardNotFound: () => numbered(404, 144, 'Reward not found', 'No encontramos esa recompensa'),
  favouriteNotFound: () =>
    numbered(404, 143, 'Favorite order not found', 'No encontramos ese pedido favorito'),
  jobNotFound: () => numbered(404, 150, 'Job not found', 'No encontramos ese empleo'),
  storyNotFound: () => new ApiError(404, 'This record could not be found', 404),

  // 200–209: coupons (§8 texts verbatim; only the unknown and the expired code carry a number).
  couponInvalid: () => numbered(400, 200, 'Code is invalid', 'El código no es válido'),
  couponExpired: (code: string) =>
    numbered(400, 204, `Code ${code} has expired`, `El código ${code} ya venció`),
  couponEmpty: () =>
    new ApiError(
      400,
      'Coupon code cannot be empty.',
      201,
      () => 'El código del cupón no puede estar vacío.',
    ),
  couponMinimum: (minimumCents: number) =>
    new ApiError(
      400,
      `Offer not valid - ${money(minimumCents)} Minimum Required`,
      202,
      () => `Oferta no válida: se requiere un mínimo de ${money(minimumCents)}`,
    ),
  couponInUse: () =>
    new ApiError(
      400,
      'Code is currently in use on another transaction',
      203,
      () => 'El código está en uso en otra transacción',
    ),
  /** A free-item code on a box without its item, named in the answer's language. */
  couponItemMissing: (item: string) =>
    numbered(
      400,
      254,
      `Add 1 ${item} to your box to use this code.`,
      (say) => `Agrega 1 ${say(item)} a tu caja para usar este código.`,
    ),

  // 210–219: members.
  wrongCredentials: () =>
    numbered(
      400,
      210,
      'The email or password you entered is incorrect.',
      'El correo electrónico o la contraseña que escribiste no son correctos.',
    ),
  emailTaken: () =>
    numbered(
      400,
      211,
      'An account with this email already exists.',
      'Ya existe una cuenta con este correo electrónico.',
    ),
  notVerified: () =>
    numbered(
      400,
      212,
      'Please verify your email address. We sent you a new code.',
      'Verifica tu correo electrónico. Te enviamos un código nuevo.',
    ),
  badVerificationCode: () =>
    numbered(
      400,
      213,
      'That verification code is not valid.',
      'Ese código de verificación no es válido.',
    ),
  weakPassword: () =>
    numbered(
      400,
      214,
      'Passwords need at least 8 characters, with a letter and a number.',
      'La contraseña necesita al menos 8 caracteres, con una letra y un número.',
    ),
  wrongCurrentPassword: () =>
    numbered(
      400,
      215,
      'Your current password is incorrect.',
      'Tu contraseña actual no es correcta.',
    ),
  badResetToken: () =>
    numbered(
      400,
      216,
      'This password reset link is no longer valid.',
      'Este enlace para restablecer la contraseña ya no es válido.',
    ),
  invalidField: (label: string) =>
    numbered(
      400,
      217,
      `Please enter a valid ${label}.`,
      `Escribe ${FIELDS_ES[label] ?? `un dato válido (${label})`}.`,
    ),
  ssoFailed: () =>
    numbered(
      400,
      218,
      'We could not sign you in with that account.',
      'No pudimos iniciar tu sesión con esa cuenta.',
    ),
  sessionExpired: () =>
    numbered(
      401,
      219,
      'Your session has expired. Please sign in again.',
      'Tu sesión venció. Vuelve a iniciar sesión.',
    ),

  // 220–259: orders.
  orderEmpty: () => numbered(400, 220, 'Your order is empty.', 'Tu pedido está vacío.'),
  orderPlaced: () =>
    numbered(400, 221, 'This order has already been placed.', 'Este pedido ya se realizó.'),
  orderClosed: () =>
    numbered(
      400,
      222,
      'This order can no longer be changed.',
      'Este pedido ya no se puede cambiar.',
    ),
  needsDeliveryAddress: () =>
    numbered(400, 223, 'Please add a delivery address.', 'Agrega una dirección de entrega.'),
  takenOff: (names: readonly string[]) =>
    numbered(
      400,
      224,
      `${listOf(names, 'and')} ${names.length > 1 ? 'are' : 'is'} not available at this restaurant right now. Please remove ${names.length > 1 ? 'them' : 'it'} to continue.`,
      (say) =>
        `${listOf(names.map(say), 'y')} no ${names.length > 1 ? 'están disponibles' : 'está disponible'} en este restaurante por ahora. ${names.length > 1 ? 'Quítalos' : 'Quítalo'} para continuar.`,
    ),
  outsideDaypart: (names: readonly string[], daypart: Daypart, chosen: ChosenTime) =>
    numbered(
      400,
      252,
      `${listOf(names, 'and')} ${names.length > 1 ? 'are' : 'is'} served ${servedIn(daypart, 'en-US')}; your order is for ${chosenClock(chosen, 'en-US')}. Please choose a time then or remove ${names.length > 1 ? 'them' : 'it'}.`,
      (say) =>
        `${listOf(names.map(say), 'y')} solo se ${names.length > 1 ? 'sirven' : 'sirve'} ${servedIn(daypart, 'es')} (hora de tu pedido: ${chosenClock(chosen, 'es')}). Elige una hora dentro de ese horario o ${names.length > 1 ? 'quítalos' : 'quítalo'}.`,
    ),
  cateringDeliveryMinimum: () =>
    numbered(
      400,
      225,
      'The minimum order amount for catering delivery is $150.00.',
      'El pedido mínimo para entregas de catering a domicilio es de $150.00.',
    ),
  handoffNotOffered: (mode: string) =>
    numbered(
      400,
      226,
      `This restaurant does not offer ${mode}.`,
      `Este restaurante no ofrece ${HANDOFFS_ES[mode] ?? mode}.`,
    ),
  /** §1: a handoff the channel does not offer (curbside on a catering order). */
  handoffNotOnChannel: () =>
    numbered(400, 253, CATERING_HANDOFF_REFUSAL['en-US'], CATERING_HANDOFF_REFUSAL.es),
  outsideDeliveryArea: () =>
    numbered(
      400,
      227,
      'Sorry, this address is outside the delivery area of this restaurant.',
      'Lo sentimos, esta dirección está fuera del área de entrega de este restaurante.',
    ),
  addressUnknown: () =>
    numbered(
      400,
      228,
      'We could not find that address. Please check the street, city and zip.',
      'No pudimos encontrar esa dirección. Revisa la calle, la ciudad y el código postal.',
    ),
  timeUnavailable: () =>
    numbered(
      400,
      229,
      'That time is not available. Please choose another time.',
      'Esa hora no está disponible. Elige otra hora.',
    ),
  cardDeclined: () =>
    numbered(
      400,
      230,
      'Your card was declined. Please use another card or payment method.',
      'Tu tarjeta fue rechazada. Usa otra tarjeta u otro método de pago.',
    ),
  cardInvalid: () =>
    numbered(
      400,
      231,
      'Your card details are not valid. Please check them.',
      'Los datos de tu tarjeta no son válidos. Revísalos.',
    ),
  paymentMismatch: (totalCents: number) =>
    numbered(
      400,
      232,
      `The payments must add up to the order total of ${money(totalCents)}.`,
      `Los pagos deben sumar el total del pedido, ${money(totalCents)}.`,
    ),
  paymentTokenInvalid: () =>
    numbered(
      400,
      233,
      'Your card session has expired. Please enter your card again.',
      'La sesión de tu tarjeta venció. Vuelve a escribir los datos de tu tarjeta.',
    ),
  contactNeeded: () =>
    numbered(
      400,
      234,
      'Please enter your first and last name, email and phone number.',
      'Escribe tu nombre, tu apellido, tu correo electrónico y tu número de teléfono.',
    ),
  cannotCancel: () =>
    numbered(
      400,
      235,
      'This order can no longer be cancelled.',
      'Este pedido ya no se puede cancelar.',
    ),
  notPlacedYet: () =>
    numbered(
      400,
      236,
      'This order has not been placed yet.',
      'Este pedido aún no se ha realizado.',
    ),
  itemNotOnMenu: () =>
    numbered(
      400,
      237,
      "That item is not on this restaurant's menu.",
      'Ese artículo no está en el menú de este restaurante.',
    ),
  choiceNotOnMenu: () =>
    numbered(
      400,
      237,
      "That choice is not on this restaurant's menu.",
      'Esa opción no está en el menú de este restaurante.',
    ),
  // 238: the choices of a product break a rule of its option groups (§3 min, max). A group
  // named as an instruction ('Choose a Side') is said as one: 'Please choose a side.'.
  chooseExactly: (group: string, count: number) =>
    numbered(
      400,
      238,
      isInstruction(group)
        ? `Please ${asSentence(group)}.`
        : `Please choose ${count} for ${group}.`,
      (say) => `Elige ${count} en «${say(group)}».`,
    ),
  chooseAtLeast: (group: string, count: number) =>
    numbered(
      400,
      238,
      isInstruction(group)
        ? `Please ${asSentence(group)}.`
        : `Please choose at least ${count} for ${group}.`,
      (say) => `Elige al menos ${count} en «${say(group)}».`,
    ),
  chooseNoMoreThan: (group: string, count: number) =>
    numbered(
      400,
      238,
      `Please choose no more than ${count} for ${group}.`,
      (say) => `Elige como máximo ${count} en «${say(group)}».`,
    ),
  chosenTwice: (choice: string) =>
    numbered(
      400,
      238,
      `${choice} is chosen twice.`,
      (say) => `Elegiste «${say(choice)}» dos veces.`,
    ),
  tooManyOfChoice: (choice: string, count: number) =>
    numbered(
      400,
      238,
      `You can choose at most ${count} of ${choice}.`,
      (say) => `Puedes elegir como máximo ${count} de «${say(choice)}».`,
    ),
  chooseRestaurant: () =>
    numbered(400, 239, 'Please choose a restaurant first.', 'Primero elige un restaurante.'),
  rewardUnavailable: () =>
    numbered(
      400,
      240,
      'This reward is not available for this order.',
      'Esta recompensa no está disponible para este pedido.',
    ),
  offerRedeemed: () =>
    numbered(400, 241, 'This offer has already been redeemed.', 'Esta oferta ya se canjeó.'),
  donationInvalid: () =>
    numbered(
      400,
      242,
      'Please choose a donation between $0.01 and $100.00.',
      'Elige una donación de entre $0.01 y $100.00.',
    ),
  arrivalTooEarly: () =>
    numbered(400, 243, 'Please let us know when you are here.', 'Avísanos cuando estés aquí.'),
  notYourOrder: () =>
    numbered(
      403,
      244,
      'This order belongs to another account.',
      'Este pedido pertenece a otra cuenta.',
    ),
  notYourAccount: () => numbered(403, 245, 'That is not your account.', 'Esa no es tu cuenta.'),
  signInRequired: () =>
    numbered(401, 246, 'Please sign in to continue.', 'Inicia sesión para continuar.'),
  orderFull: () =>
    numbered(
      400,
      247,
      'Your order can hold at most 50 items.',
      'Tu pedido puede tener como máximo 50 artículos.',
    ),
  tipInvalid: () =>
    numbered(
      400,
      248,
      'Please enter a tip between $0.00 and $500.00.',
      'Escribe una propina de entre $0.00 y $500.00.',
    ),
  rewardUsed: () =>
    numbered(400, 249, 'This reward has already been used.', 'Esta recompensa ya se usó.'),
  rewardTakenOff: () =>
    numbered(
      400,
      250,
      'A reward on this order has already been used, so we took it off. Review your order to see the new total.',
      'Una recompensa de este pedido ya se usó, así que la quitamos. Revisa tu pedido para ver el nuevo total.',
    ),
  orderBeingPlaced: () =>
    numbered(
      409,
      251,
      'This order is being placed. Please wait a moment.',
      'Estamos realizando este pedido. Espera un momento.',
    ),

  // 270–279: group orders.
  groupNotFound: () =>
    numbered(
      404,
      270,
      'This group order link does not work. Ask the host for a new one.',
      'Este enlace de pedido en grupo no funciona. Pide uno nuevo a quien organiza.',
    ),
  groupClosed: () =>
    numbered(
      409,
      271,
      'This group order is closed: its cutoff time has passed.',
      'Este pedido en grupo está cerrado: ya pasó su hora límite.',
    ),
  groupEnded: () =>
    numbered(
      410,
      272,
      'The host has ended this group order.',
      'Quien organiza terminó este pedido en grupo.',
    ),
  groupFull: () =>
    numbered(
      409,
      273,
      'This group order is full: it has all the guests the host allows.',
      'Este pedido en grupo está lleno: ya tiene todos los invitados que permite quien organiza.',
    ),
  overSpendingLimit: (limitCents: number) =>
    numbered(
      422,
      274,
      `That would take your part over the host's limit of ${money(limitCents)}.`,
      `Eso haría que tu parte pase del límite de ${money(limitCents)} que puso quien organiza.`,
    ),
  groupNameInvalid: () =>
    numbered(
      400,
      275,
      'Please enter your name, up to 40 characters.',
      'Escribe tu nombre, de hasta 40 caracteres.',
    ),
  groupCutoffInvalid: () =>
    numbered(
      400,
      276,
      'Please choose a cutoff time between 5 minutes and 7 days from now.',
      'Elige una hora límite de entre 5 minutos y 7 días a partir de ahora.',
    ),
  groupLimitsInvalid: () =>
    numbered(
      400,
      277,
      'Please allow 1 to 50 guests, and a spending limit between $1.00 and $500.00.',
      'Permite de 1 a 50 invitados, y un límite de gasto de entre $1.00 y $500.00.',
    ),

  // 260–269: members (continued).
  passwordForEmailChange: () =>
    numbered(
      400,
      260,
      'Enter your current password to change your email.',
      'Escribe tu contraseña actual para cambiar tu correo electrónico.',
    ),
  // 261: a new verification code asked sooner than its wait, or past the limit of one
  // verification; both say when one may be asked again.
  newCodeTooSoon: (seconds: number) =>
    numbered(
      400,
      261,
      `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code.`,
      `Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} para pedir un código nuevo.`,
    ),
  newCodeLimit: (limit: number, minutes: number) =>
    numbered(
      400,
      261,
      `You have asked for ${limit} new codes, the most we send for one sign-up. Please use the latest one, or ask again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      `Ya pediste ${limit} códigos nuevos, el máximo que enviamos por registro. Usa el último o vuelve a pedir uno en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    ),

  // 262: a reward of the catalogue costs more points than the member has (now: a second
  // redeem may have spent them).
  notEnoughPoints: (reward: string, missing: number) =>
    numbered(
      400,
      262,
      `You need ${missing} more ${missing === 1 ? 'point' : 'points'} for ${reward}.`,
      (say) =>
        `Te ${missing === 1 ? 'falta' : 'faltan'} ${missing} ${missing === 1 ? 'punto' : 'puntos'} para ${say(reward)}.`,
    ),

  // 300: the bot check.
  notARobot: () =>
    numbered(400, 300, 'Please confirm you are not a robot.', 'Confirma que no eres un robot.'),
};

/** `Invalid lat: must be a number …`-style text for the first issue of a query or body. */
export function fromZodError(error: ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'request';
  return errors.badRequest(`Invalid ${field}: ${issue?.message ?? 'not valid'}.`);
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(errors.notFound());
};

export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    const { language, say } = answerOf(res);
    res.status(error.status).set('cache-control', 'no-store').json(error.bodyIn(language, say));
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser failures (malformed JSON, too large …).
    const message = status === 400 ? 'The request body is not valid JSON.' : 'Bad request';
    res.status(status).json({ message, code: status });
    return;
  }
  console.error('sandbox: unexpected error', error);
  res.status(500).json({ message: 'Internal error', code: 500 });
};
