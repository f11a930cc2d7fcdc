/*
 * `@qsr/shared-contracts/formats`: how money and dates are written, alone, for a script outside
 * the page's modules (the host's ICU warm-up worker). Browser code imports the package itself
 * (`.`), the shared singleton.
 */
export { dateTimeFormat, intlLocale } from './rules/dates';
export { formatMoney } from './rules/money';
export type { Language } from './types/language';
