import type { Channel } from './channel';

/** The site variant of §6 and §4.14 (in-app message tags iam_catering, iam_mealtime). */
export type SiteVariant = 'catering' | 'mealtime';

/** §7.5 the engagement channel names. */
export function engagementChannel(channel: Channel): 'Catering' | 'Mealtime' {
  return channel === 'catering' ? 'Catering' : 'Mealtime';
}
