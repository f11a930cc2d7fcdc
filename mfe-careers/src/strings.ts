import { registerStrings } from '@qsr/shared-contracts';

/** The careers team's strings, English and Spanish. */
export const strings = {
  'en-US': {
    careers: 'Careers',
    positions: 'Open Positions',
    position: 'Position details',
  },
  es: {
    careers: 'Empleos',
    positions: 'Puestos disponibles',
    position: 'Detalles del puesto',
  },
} as const;

export const NS = 'careers';
registerStrings(NS, strings);
