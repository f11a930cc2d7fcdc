import type { SiteConfig } from '../site-config';
import { addressSourceKind, type AddressSource, type SourceContext } from './address-source';
import { restaurantsSource } from './restaurants-source';

/**
 * The page's source of suggestions. Google's code (and its script) is fetched only when its key
 * is set, on the first suggestion asked for.
 */
export function addressSourceFor(
  config: Pick<SiteConfig, 'placesApiKey'>,
  context: SourceContext,
): AddressSource {
  const key = config.placesApiKey;
  if (addressSourceKind(config) === 'restaurants' || !key) return restaurantsSource(context);
  let google: Promise<AddressSource> | undefined;
  return {
    async suggest(text, signal) {
      google ??= import('./google-places-source').then((module) =>
        module.googlePlacesSource(key, context),
      );
      return (await google).suggest(text, signal);
    },
  };
}
