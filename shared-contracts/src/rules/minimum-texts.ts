import type { Language } from '../types/language';

/**
 * The words of the catering delivery minimum, in each language, kept here so that the box and
 * checkout say the one same thing of it (the notice is §8's, verbatim in English). The minimum reads the order's total, so the delivery
 * fee, the tax and any tip count; in the box no tip is chosen yet, hence "any".
 */
export const CATERING_MINIMUM_TEXTS = {
  'en-US': {
    cateringMinimum:
      "Head's up! The minimum order amount for catering delivery is $150. Please order directly from the main site with smaller order sizes. Thank you!",
    cateringMinimumShort: 'Add {{amount}} more to reach the {{minimum}} delivery minimum.',
    cateringMinimumCounts:
      'The minimum counts your order total: the delivery fee, the tax and any tip count.',
  },
  es: {
    cateringMinimum:
      '¡Atención! El pedido mínimo para entrega de catering es de $150. Para pedidos más pequeños, pide directamente en el sitio principal. ¡Gracias!',
    cateringMinimumShort: 'Agrega {{amount}} más para llegar al mínimo de entrega de {{minimum}}.',
    cateringMinimumCounts:
      'El mínimo cuenta el total de tu pedido: cuentan el costo de entrega, los impuestos y la propina, si la hay.',
  },
} as const satisfies Record<Language, Record<string, string>>;
