import { registerStrings } from '@qsr/shared-contracts';

/** The locator team's strings, English and Spanish. */
export const strings = {
  'en-US': {
    findRestaurant: 'Find a restaurant',
    chooseLocation: 'Choose your restaurant',
    chooseHandoff: 'Pickup or delivery?',
    modalTitlePickup: 'WHERE WOULD YOU LIKE TO ORDER FROM?',
    modalTitleDelivery: 'WHERE WOULD YOU LIKE TO ORDER TO?',
    changeLocation: 'Change Location',
    close: 'Close',
  },
  es: {
    findRestaurant: 'Encuentra un restaurante',
    chooseLocation: 'Elige tu restaurante',
    chooseHandoff: '¿Recoger o a domicilio?',
    modalTitlePickup: '¿DE DÓNDE QUIERES PEDIR?',
    modalTitleDelivery: '¿A DÓNDE QUIERES PEDIR?',
    changeLocation: 'Cambiar restaurante',
    close: 'Cerrar',
  },
} as const;

export const NS = 'locator';
registerStrings(NS, strings);
