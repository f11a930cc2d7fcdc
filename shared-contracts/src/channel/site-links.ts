/**
 * §2.3 the catering site as an outside link from the consumer site: the catering port on a
 * local host, else the `catering.` host name.
 */
export function cateringSiteUrl(
  origin: { protocol: string; hostname: string },
  cateringPort: string,
): string {
  const local = ['localhost', '127.0.0.1'].includes(origin.hostname);
  return local
    ? `${origin.protocol}//${origin.hostname}:${cateringPort}/`
    : `${origin.protocol}//catering.${origin.hostname.replace(/^www\./, '')}/`;
}
