import { registerStrings } from '@qsr/shared-contracts';

/** The checkout team's strings, English and Spanish. */
export const strings = {
  'en-US': {
    checkout: 'Checkout',
    orderPlaced: 'Thanks for your order',
    payment: 'Payment',
    confirmTitle: 'Are these details correct?',
    disclaimer:
      "Please confirm the restaurant location, time and date of your delivery or pickup. Refunds for a wrong location, date or time are at the local restaurant's discretion.",
    placeOrder: 'Place Order',
    returnToCheckout: 'Return to checkout',
  },
  es: {
    checkout: 'Pagar',
    orderPlaced: 'Gracias por tu pedido',
    payment: 'Pago',
    confirmTitle: '¿Son correctos estos datos?',
    disclaimer:
      'Confirma el restaurante, la hora y la fecha de tu entrega o recogida. Los reembolsos por un restaurante, fecha u hora equivocados quedan a criterio del restaurante local.',
    placeOrder: 'Realizar pedido',
    returnToCheckout: 'Volver al pago',
  },
} as const;

export const NS = 'checkout';
registerStrings(NS, strings);
