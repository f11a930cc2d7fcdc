import {
  formatPromised,
  receiptArrival,
  receiptOf,
  receiptTexts,
  type Arrival,
  type Order,
} from '@qsr/shared-contracts/core';
import { SITE_LANGUAGE, type ApiLanguage } from '../i18n/language';
import { linesText } from './lines-text';

/**
 * The kitchen's ticket of a placed order, as text: its number, how it is handed over and the
 * time promised (on the restaurant's clock, `zone`), where a customer who is here waits, then what to make with its choices and
 * instructions, a group order's by whose it is, in the receipt's words. No prices: the kitchen
 * does not need them. `order` has its names in the kitchen's language already.
 */
export function kitchenTicket(
  order: Order,
  zone: string,
  apiLanguage: ApiLanguage,
  arrival?: Arrival,
): string {
  const language = SITE_LANGUAGE[apiLanguage];
  const texts = receiptTexts(language);
  const receipt = receiptOf(order);
  const { promised, handoff } = receipt;
  const by = handoff === 'delivery' ? texts.promisedDelivery : texts.promised;
  return [
    `${texts.orderNumber}: ${receipt.number ?? receipt.id}`,
    texts[`handoff_${handoff}`],
    ...(promised ? [`${by}: ${formatPromised(promised, zone, language)}`] : []),
    ...(arrival ? [`${texts.imHere}: ${receiptArrival(arrival, texts)}`] : []),
    '',
    ...linesText(receipt, texts, false),
  ].join('\n');
}
