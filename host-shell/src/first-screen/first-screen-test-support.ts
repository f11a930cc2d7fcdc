// Jest only: a home story as the content service answers it.
import type { StoryResponse } from './first-screen-data';

/** The home story with one hero block. */
export function homeStory(
  headline: string,
  image?: { filename: string; alt: string },
): StoryResponse {
  return {
    story: {
      id: 1,
      uuid: 'home',
      name: 'Home',
      slug: 'home',
      full_slug: 'home',
      lang: 'default',
      content: { body: [{ _uid: 'hero', component: 'hero', headline, image }] },
    },
  };
}

/** The content service's cards: one top alert, "Holiday Hours". */
export const topAlertCards = {
  stories: [
    {
      uuid: 'c1',
      content: {
        card_id: 'holiday-hours',
        title: 'Holiday Hours',
        description: 'Some restaurants close early on holidays.',
        extras: { feed_type: 'homepage_top_alert' },
      },
    },
  ],
};

/** The content service's in-app messages: one for the restaurant site. */
export const mealtimeMessages = {
  stories: [
    {
      uuid: 'm1',
      content: {
        message_id: 'iam-1',
        message: 'New: the Hot Honey Chicken Sandwich is here.',
        extras: { tag: 'iam_mealtime' },
      },
    },
  ],
};
