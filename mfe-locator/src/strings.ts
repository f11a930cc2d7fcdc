import { registerStrings } from '@qsr/shared-contracts';

/** The locator team's strings, English and Spanish. */
export const strings = {
  'en-US': {
    findRestaurant: 'Find a restaurant',
    searchLabel: 'City, state or zip',
    search: 'Search',
    results: 'Restaurants',
    loadingLocations: 'Looking for restaurants…',
    noResults: 'No restaurants match that search. Try a city, a state or a zip code.',
    searchFailed: 'We could not search for restaurants.',
    orderHere: 'Order from here',
    yourRestaurant: 'Your restaurant',
    milesAway: '{{miles}} mi away',
    chooseLocation: 'Choose your restaurant',
    chooseHandoff: 'Pickup or delivery?',
    modalTitlePickup: 'WHERE WOULD YOU LIKE TO ORDER FROM?',
    modalTitleDelivery: 'WHERE WOULD YOU LIKE TO ORDER TO?',
    changeLocation: 'Change Location',
    close: 'Close',
  },
  es: {
    findRestaurant: 'Encuentra un restaurante',
    searchLabel: 'Ciudad, estado o código postal',
    search: 'Buscar',
    results: 'Restaurantes',
    loadingLocations: 'Buscando restaurantes…',
    noResults:
      'Ningún restaurante coincide con la búsqueda. Prueba con una ciudad, un estado o un código postal.',
    searchFailed: 'No pudimos buscar restaurantes.',
    orderHere: 'Pedir aquí',
    yourRestaurant: 'Tu restaurante',
    milesAway: 'a {{miles}} mi',
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
