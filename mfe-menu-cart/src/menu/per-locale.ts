/**
 * One writer a locale for the whole page, made at its first use: each Intl writer costs ICU
 * milliseconds to make, and a menu writes on every card.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let writer = made.get(locale);
    if (!writer) {
      writer = make(locale);
      made.set(locale, writer);
    }
    return writer;
  };
}
