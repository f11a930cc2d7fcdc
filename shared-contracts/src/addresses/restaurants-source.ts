import type { AddressSource, SourceContext } from './address-source';
import { suggestDeliveryAddresses } from './suggest-calls';

/** The ordering API's suggestions: each already says who delivers there. */
export function restaurantsSource({ channel }: SourceContext): AddressSource {
  return {
    async suggest(text, signal) {
      const found = await suggestDeliveryAddresses(
        text,
        { catering: channel === 'catering' },
        { signal },
      );
      return found.map(({ label, ...chosen }) => ({
        key: label,
        label,
        restaurants: chosen.restaurants,
        choose: () => Promise.resolve(chosen),
      }));
    },
  };
}
