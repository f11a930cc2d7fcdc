import type { Language } from '@qsr/shared-contracts';

/** The states whose Spanish name is not their English one (the rest are written alike). */
const SPANISH_STATE_NAMES: Readonly<Record<string, string>> = {
  'District of Columbia': 'Distrito de Columbia',
  Hawaii: 'Hawái',
  Louisiana: 'Luisiana',
  Mississippi: 'Misisipi',
  Missouri: 'Misuri',
  'New Hampshire': 'Nuevo Hampshire',
  'New Jersey': 'Nueva Jersey',
  'New Mexico': 'Nuevo México',
  'New York': 'Nueva York',
  'North Carolina': 'Carolina del Norte',
  'North Dakota': 'Dakota del Norte',
  Oregon: 'Oregón',
  Pennsylvania: 'Pensilvania',
  'Rhode Island': 'Rhode Island',
  'South Carolina': 'Carolina del Sur',
  'South Dakota': 'Dakota del Sur',
  'West Virginia': 'Virginia Occidental',
};

/** A state's name as the page's language writes it (the atlas names them in English). */
export const stateName = (name: string, language: Language): string =>
  language === 'es' ? (SPANISH_STATE_NAMES[name] ?? name) : name;
