import {
  arrivalOpensAt,
  fillText,
  formatMoney,
  formatPromised,
  receiptAddress,
  receiptOf,
  receiptPayment,
  receiptRestaurant,
  receiptRowAmount,
  receiptRowLabel,
  receiptTexts,
  receiptVehicle,
  type Language,
  type Order,
  type Receipt,
  type ReceiptTexts,
} from '@qsr/shared-contracts/core';
import { SITE_LANGUAGE, type ApiLanguage } from '../i18n/language';
import type { SandboxLocation } from '../locations/repository';
import { DEFAULT_TIME_ZONE } from './core';
import { linesText } from './lines-text';

/**
 * The order's confirmation page, as a path on the site the order was placed on: the mail
 * system puts the site's address before it, as it does for the members' e-mails.
 */
export const orderPageLink = (orderId: string) =>
  `/order/confirm?id=${encodeURIComponent(orderId)}`;

/**
 * How the order is handed over, as the confirmation page says it: where it goes (a delivery,
 * then the restaurant it comes from) or where to collect it, the curbside vehicle, the promised
 * time, and for an order one collects how and from when to say 'I'm here'. Times carry the
 * restaurant's zone name and the day: the e-mail is read later, and maybe elsewhere.
 */
function handoffLines(
  receipt: Receipt,
  place: string,
  zone: string,
  language: Language,
  texts: ReceiptTexts,
): string[] {
  const at = (iso: string) => formatPromised(iso, zone, language);
  const { promised, address, vehicle } = receipt;
  const collected = receipt.handoff !== 'delivery';
  const arrival = collected && promised !== undefined;
  return [
    `${texts[`handoff_${receipt.handoff}`]}: ${address ? receiptAddress(address) : place}`,
    ...(address ? [`${texts.restaurant}: ${place}`] : []),
    ...(vehicle ? [`${texts.vehicle}: ${receiptVehicle(vehicle, texts)}`] : []),
    ...(promised
      ? [`${collected ? texts.promised : texts.promisedDelivery}: ${at(promised)}`]
      : []),
    ...(arrival
      ? [
          fillText(texts.arrivalHow, { button: texts.imHere }),
          fillText(texts.arrivalFrom, {
            time: at(new Date(arrivalOpensAt(promised)).toISOString()),
          }),
        ]
      : []),
  ];
}

/**
 * The confirmation e-mail of a placed order: the receipt the pages show (the contract's
 * `receiptOf` and its words, a group order's lines by whose they are), as text, in the language
 * the order was placed in, and the way back to the order's page (its status, 'I'm here') for a
 * customer who closed the tab. `order` is the order as the customer was answered, its names
 * already in that language.
 */
export function confirmationMail(
  order: Order,
  restaurant: Pick<SandboxLocation, 'name' | 'address' | 'city' | 'state' | 'zip' | 'timezone'>,
  apiLanguage: ApiLanguage,
): { subject: string; body: string; link: string } {
  const language = SITE_LANGUAGE[apiLanguage];
  const texts = receiptTexts(language);
  const receipt = receiptOf(order);
  const zone = restaurant.timezone ?? DEFAULT_TIME_ZONE;
  const place = receiptRestaurant(restaurant);
  const link = orderPageLink(order.id);
  const body = [
    fillText(texts.mailIntro, { number: receipt.number ?? receipt.id }),
    '',
    ...handoffLines(receipt, place, zone, language, texts),
    '',
    ...linesText(receipt, texts, true),
    '',
    ...receipt.rows.map((row) => `${receiptRowLabel(row, texts)}: ${receiptRowAmount(row, texts)}`),
    ...receipt.payments.map(
      (payment) => `${receiptPayment(payment, texts)}: ${formatMoney(payment.amount)}`,
    ),
    '',
    fillText(texts.mailOrderLink, { link }),
  ].join('\n');
  return { subject: texts.mailSubject, body, link };
}
