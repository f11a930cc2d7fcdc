/** §4.11 language values. */
export const LANGUAGES = ['en-US', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
