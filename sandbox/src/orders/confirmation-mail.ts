import {
  dateTimeFormat,
  fillText,
  formatMoney,
  intlLocale,
  receiptChoices,
  receiptOf,
  receiptPayment,
  receiptRowAmount,
  receiptRowLabel,
  receiptTexts,
  type Language,
  type Order,
} from '@qsr/shared-contracts/core';
import type { ApiLanguage } from '../i18n/language';
import type { SandboxLocation } from '../locations/repository';

/** The site's language of an answer's language. */
const SITE_LANGUAGE: Record<ApiLanguage, Language> = { en: 'en-US', es: 'es' };

/**
 * The confirmation e-mail of a placed order: the receipt the pages show (the contract's
 * `receiptOf` and its words), as text, in the language the order was placed in. `order` is the
 * order as the customer was answered, its names already in that language.
 */
export function confirmationMail(
  order: Order,
  restaurant: Pick<SandboxLocation, 'name' | 'address' | 'city' | 'state' | 'zip' | 'timezone'>,
  apiLanguage: ApiLanguage,
): { subject: string; body: string } {
  const language = SITE_LANGUAGE[apiLanguage];
  const texts = receiptTexts(language);
  const receipt = receiptOf(order);
  const when = receipt.promised
    ? dateTimeFormat(intlLocale(language), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: restaurant.timezone ?? 'America/New_York',
      }).format(new Date(receipt.promised))
    : undefined;
  const place = `${restaurant.name}, ${restaurant.address}, ${restaurant.city}, ${restaurant.state} ${restaurant.zip}`;
  const address = receipt.address
    ? [receipt.address.address, receipt.address.building, receipt.address.city, receipt.address.zip]
        .filter(Boolean)
        .join(', ')
    : undefined;
  const lines = receipt.lines.flatMap((line) => {
    const more = [receiptChoices(line), line.instructions ? `“${line.instructions}”` : '']
      .filter(Boolean)
      .map((text) => `    ${text}`);
    return [`${line.quantity} × ${line.name}: ${formatMoney(line.amount)}`, ...more];
  });
  const body = [
    fillText(texts.mailIntro, { number: receipt.number ?? receipt.id }),
    '',
    // A delivery says where it goes, then where it comes from; a pickup where to collect it.
    `${texts[`handoff_${receipt.handoff}`]}: ${address ?? place}`,
    ...(address ? [`${texts.restaurant}: ${place}`] : []),
    ...(when
      ? [`${receipt.handoff === 'delivery' ? texts.promisedDelivery : texts.promised}: ${when}`]
      : []),
    '',
    ...lines,
    '',
    ...receipt.rows.map((row) => `${receiptRowLabel(row, texts)}: ${receiptRowAmount(row, texts)}`),
    ...receipt.payments.map(
      (payment) => `${receiptPayment(payment, texts)}: ${formatMoney(payment.amount)}`,
    ),
  ].join('\n');
  return { subject: texts.mailSubject, body };
}
