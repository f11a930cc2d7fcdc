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
