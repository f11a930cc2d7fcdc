import type { Channel, OfferEntry } from '@qsr/shared-contracts';

/**
 * The member's offers for the channel the site is in, like the wallet rule of §5: catering
 * offers only in catering, the others (web, app, …) only in the default channel.
 */
export function offersFor(offers: readonly OfferEntry[], channel: Channel): OfferEntry[] {
  return offers.filter(
    (offer) => (offer.channel.toLowerCase() === 'catering') === (channel === 'catering'),
  );
}
