/** A published story of the content service (Storyblok CDN shape, §7.3). */
export interface Story<C = Record<string, unknown>> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  content: C;
  lang: string;
}

/** `GET cdn/stories` answer. */
export interface StoriesResponse<C = Record<string, unknown>> {
  stories: Story<C>[];
  cv: number;
  rels: unknown[];
  links: unknown[];
}

/** `GET cdn/stories/{full_slug}` answer. */
export interface StoryResponse<C = Record<string, unknown>> {
  story: Story<C>;
}
