import { registerStrings } from '@qsr/shared-contracts';

/** The marketing team's strings, English and Spanish: page names until content names them. */
export const strings = {
  'en-US': {
    about: 'About Us',
    'about-chicken-scoop': 'The Chicken Scoop',
    'biscuit-month': 'Biscuit Month',
    'bo-time-moments': 'Bo Time Moments',
    chickenverse: 'Chickenverse',
    'expansion-menu': 'Expansion Menu',
    'expansion-menu-items': 'Expansion Menu Items',
    foundation: 'Foundation',
    franchising: 'Franchising',
    'in-the-community': 'In the Community',
    'media-resources': 'Media Resources',
    'news-and-community': 'News & Community',
    refund: 'Refund Policy',
    search: 'Search',
    'technical-support': 'Technical Support',
  },
  es: {
    about: 'Nosotros',
    'about-chicken-scoop': 'Las noticias del pollo',
    'biscuit-month': 'Mes del biscuit',
    'bo-time-moments': 'Momentos Bo Time',
    chickenverse: 'Chickenverse',
    'expansion-menu': 'Menú de expansión',
    'expansion-menu-items': 'Artículos del menú de expansión',
    foundation: 'Fundación',
    franchising: 'Franquicias',
    'in-the-community': 'En la comunidad',
    'media-resources': 'Recursos para medios',
    'news-and-community': 'Noticias y comunidad',
    refund: 'Política de reembolso',
    search: 'Buscar',
    'technical-support': 'Soporte técnico',
  },
} as const;

export type MarketingStringKey = keyof (typeof strings)['en-US'];
export const NS = 'marketing';
registerStrings(NS, strings);
