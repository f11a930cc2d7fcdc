import type { Language } from '../types/language';
import type { Vehicle } from '../types/handoff-details';
import type { Location } from '../types/location';
import type { Arrival, DeliveryAddress } from '../types/order';
import { formatMoney } from './money';
import type { Receipt, ReceiptLine, ReceiptPart, ReceiptRow } from './receipt';

/**
 * The words of a receipt, in each language, kept here so that the box, checkout, the
 * confirmation, the history and the e-mail give each amount the one same name (each fee says
 * what it is for), and the confirmation page and the e-mail say the same of the handoff.
 */
export const RECEIPT_TEXTS = {
  'en-US': {
    heading: 'Your receipt',
    lines: 'What you ordered',
    hostPart: 'Host’s items',
    subtotal: 'Subtotal',
    discount: 'Discount',
    promo: 'Promo code {{code}}',
    reward: 'Reward: {{name}}',
    delivery: 'Delivery fee',
    deliveryHint: 'The restaurant’s charge for bringing your order to you.',
    service: 'Service fee',
    serviceHint: 'Added to online delivery orders; it pays for the delivery service.',
    tax: 'Tax',
    tip: 'Tip',
    donation: 'Round-up donation',
    total: 'Total',
    updating: 'Updating your total…',
    notPriced:
      'No total yet: this address is not one we deliver to. Your total shows once you choose an address we deliver to, or pickup.',
    free: 'FREE',
    paid: 'Paid',
    paidWith: 'Paid with {{card}} ending in {{last4}}',
    paidWallet: 'Paid with your wallet',
    paidWalletWith: 'Paid with your wallet ({{card}} ending in {{last4}})',
    handoff_pickup: 'Pickup',
    handoff_curbside: 'Curbside',
    handoff_delivery: 'Delivery',
    restaurant: 'Restaurant',
    promised: 'Ready by',
    promisedDelivery: 'Delivered by',
    asap: 'As soon as possible',
    asapAround: 'As soon as possible (about {{time}})',
    asapWhenOpen: 'As soon as it opens (about {{time}})',
    vehicle: 'Vehicle',
    vehicleLine: '{{color}} {{make}} {{model}}',
    imHere: 'I’m here',
    spot: 'Parking spot {{spot}}',
    arrivedNoDetails: 'at the restaurant',
    arrivalHow: 'When you get here, tell us with “{{button}}” on your order’s confirmation page.',
    arrivalFrom: 'You can tell us you’re here from {{time}}.',
    orderNumber: 'Order number',
    mailSubject: 'Thanks for your order',
    mailIntro: 'We got your order number {{number}}.',
    mailOrderLink: 'See your order and its status: {{link}}',
  },
  es: {
    heading: 'Tu recibo',
    lines: 'Lo que pediste',
    hostPart: 'Artículos de quien organiza',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    promo: 'Código promocional {{code}}',
    reward: 'Recompensa: {{name}}',
    delivery: 'Costo de entrega',
    deliveryHint: 'Lo que cobra el restaurante por llevarte tu pedido.',
    service: 'Cargo por servicio',
    serviceHint: 'Se suma a los pedidos a domicilio en línea; paga el servicio de entrega.',
    tax: 'Impuestos',
    tip: 'Propina',
    donation: 'Donación por redondeo',
    total: 'Total',
    updating: 'Actualizando tu total…',
    notPriced:
      'Aún no hay total: no entregamos en esta dirección. Tu total aparece cuando elijas una dirección donde entregamos, o recoger.',
    free: 'GRATIS',
    paid: 'Pagado',
    paidWith: 'Pagado con {{card}} terminada en {{last4}}',
    paidWallet: 'Pagado con tu billetera digital',
    paidWalletWith: 'Pagado con tu billetera digital ({{card}} terminada en {{last4}})',
    handoff_pickup: 'Recoger',
    handoff_curbside: 'En la acera',
    handoff_delivery: 'A domicilio',
    restaurant: 'Restaurante',
    promised: 'Listo para',
    promisedDelivery: 'Entrega prevista',
    asap: 'Lo antes posible',
    asapAround: 'Lo antes posible (aprox. {{time}})',
    asapWhenOpen: 'En cuanto abra (aprox. {{time}})',
    vehicle: 'Vehículo',
    vehicleLine: '{{make}} {{model}} {{color}}',
    imHere: 'Ya llegué',
    spot: 'Lugar de estacionamiento {{spot}}',
    arrivedNoDetails: 'en el restaurante',
    arrivalHow:
      'Cuando llegues, avísanos con «{{button}}» en la página de confirmación de tu pedido.',
    arrivalFrom: 'Desde {{time}} podrás avisarnos de tu llegada.',
    orderNumber: 'Número de pedido',
    mailSubject: 'Gracias por tu pedido',
    mailIntro: 'Recibimos tu pedido número {{number}}.',
    mailOrderLink: 'Consulta tu pedido y su estado: {{link}}',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ReceiptTexts = Record<keyof (typeof RECEIPT_TEXTS)['en-US'], string>;

/** The receipt's words in a language. */
export function receiptTexts(language: Language): ReceiptTexts {
  return RECEIPT_TEXTS[language];
}

/** A text with its `{{name}}` places filled. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (place, name: string) => values[name] ?? place);
}

/** A row's name: a discount names its promo code or reward. */
export function receiptRowLabel(row: ReceiptRow, texts: ReceiptTexts): string {
  if (row.source?.kind === 'promo') return fillText(texts.promo, { code: row.source.code });
  if (row.source?.kind === 'reward') return fillText(texts.reward, { name: row.source.name });
  return texts[row.key];
}

/** A row's amount: a discount as a deduction, a delivery fee of 0 as FREE (§9). */
export function receiptRowAmount(row: ReceiptRow, texts: ReceiptTexts): string {
  if (row.key === 'delivery' && row.amount === 0) return texts.free;
  if (row.key === 'discount') return `−${formatMoney(Math.abs(row.amount))}`;
  return formatMoney(row.amount);
}

/**
 * A group order's part as its heading names it: the host's own items, or the guest by the name
 * they gave (a name, never translated).
 */
export function receiptPartName(part: Pick<ReceiptPart, 'guest'>, texts: ReceiptTexts): string {
  return part.guest ? part.guest.name : texts.hostPart;
}

/** A line's choices as read: `Mac & Cheese, 2 × Hot Honey`. */
export function receiptChoices(line: Pick<ReceiptLine, 'choices'>): string {
  return line.choices
    .map((choice) => (choice.quantity > 1 ? `${choice.quantity} × ${choice.name}` : choice.name))
    .join(', ');
}

/**
 * A payment as read: `Paid with Visa ending in 1111`, `Paid with your wallet (Visa ending in
 * 1111)`, or `Paid`.
 */
export function receiptPayment(payment: Receipt['payments'][number], texts: ReceiptTexts): string {
  const wallet = payment.type === 'wallet';
  if (!payment.card_type || !payment.last4) return wallet ? texts.paidWallet : texts.paid;
  const card = { card: payment.card_type, last4: payment.last4 };
  return fillText(wallet ? texts.paidWalletWith : texts.paidWith, card);
}

/** A curbside vehicle as read, in the language's word order: `Blue Ford F-150`. */
export function receiptVehicle(vehicle: Vehicle, texts: ReceiptTexts): string {
  return fillText(texts.vehicleLine, { ...vehicle })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a customer who said they are here waits: `Parking spot 12, Blue Ford`. */
export function receiptArrival(
  arrival: Pick<Arrival, 'spot' | 'vehicle'>,
  texts: ReceiptTexts,
): string {
  const parts = [
    arrival.spot ? fillText(texts.spot, { spot: arrival.spot }) : '',
    arrival.vehicle ? receiptVehicle({ ...arrival.vehicle, model: '' }, texts) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : texts.arrivedNoDetails;
}

/** A delivery address on one line: `500 Hillsborough St, Apt 4, Raleigh, NC 27603`. */
export function receiptAddress(address: DeliveryAddress): string {
  const { address: street, building, city, state, zip } = address;
  return [
    building ? `${street}, ${building}` : street,
    city,
    [state, zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The restaurant that makes the order, on one line: `Raleigh – Downtown, 500 Fayetteville St,
 * Raleigh, NC 27601`. A delivery names it under its address, where the order comes from.
 */
export function receiptRestaurant(
  restaurant: Pick<Location, 'name' | 'address' | 'city' | 'state' | 'zip'>,
): string {
  const { name, address, city, state, zip } = restaurant;
  return `${name}, ${address}, ${city}, ${state} ${zip}`;
}
