import { registerStrings } from '@qsr/shared-contracts';

/** The menu-and-box team's strings, English and Spanish. */
export const strings = {
  'en-US': {
    menu: 'Menu',
    cateringMenu: 'Catering Menu',
    categories: 'Menu categories',
    loadingMenu: 'Loading the menu…',
    menuFailed: 'We could not load the menu.',
    orderingFrom: 'Ordering from {{name}}',
    tryAgain: 'Try again',
    emptyMenu: 'This menu has no items right now.',
    calories: '{{count}} Cal',
    unavailable: 'Not available right now',
    nutrition: 'Nutrition & Allergens',
    product: 'Product',
    customise: 'Customize your order',
    startOrder: 'Start your order',
    yourCart: 'Your Cart',
    cartEmpty: 'Your cart is empty',
    closeCart: 'Close cart',
  },
  es: {
    menu: 'Menú',
    cateringMenu: 'Menú de catering',
    categories: 'Categorías del menú',
    loadingMenu: 'Cargando el menú…',
    menuFailed: 'No pudimos cargar el menú.',
    orderingFrom: 'Pedido en {{name}}',
    tryAgain: 'Intentar de nuevo',
    emptyMenu: 'Este menú no tiene artículos por ahora.',
    calories: '{{count}} cal',
    unavailable: 'No disponible por ahora',
    nutrition: 'Nutrición y alérgenos',
    product: 'Producto',
    customise: 'Personaliza tu pedido',
    startOrder: 'Comienza tu pedido',
    yourCart: 'Tu carrito',
    cartEmpty: 'Tu carrito está vacío',
    closeCart: 'Cerrar carrito',
  },
} as const;

export const NS = 'menuCart';
registerStrings(NS, strings);
