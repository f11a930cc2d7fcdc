import { openStatus, type Location } from '@qsr/shared-contracts';

/**
 * The words for "as soon as possible" with its time: while the restaurant is closed on its own
 * clock it is "as soon as it opens", wherever the time is shown before the order is ready
 * (the time choice, the review dialog, the confirmation), so none of them says otherwise.
 */
export function asapWords(
  location: Pick<Location, 'hours' | 'timezone'> | null,
  now: Date = new Date(),
): 'asapWhenOpen' | 'asapAround' {
  return location && openStatus(location, now)?.open === false ? 'asapWhenOpen' : 'asapAround';
}
