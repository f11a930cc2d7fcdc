import {
  CONTENT_CARD_FOLDER,
  CONTENT_PAGE_SIZE,
  FIRST_SCREEN_DATA_ID,
  IN_APP_MESSAGE_FOLDER,
  contentCardFromStory,
  inAppMessageFromStory,
  type Channel,
  type ContentCard,
  type ContentRead,
  type FirstScreenPage,
  type InAppMessage,
  type Language,
  type StoriesResponse,
  type StoryResponse,
} from '@qsr/shared-contracts';
import { HOST_CONFIGS } from '../channel/host-config';
import { homeStoryArgs } from '../home/home-start';

/** The content a server-rendered first screen showed, from which the client starts. */
export interface FirstScreenData {
  pathname: string;
  channel: Channel;
  language: Language;
  story: StoryResponse;
  contentCards: ContentCard[];
  inAppMessages: InAppMessage[];
}

const folder = (startsWith: string): ContentRead => ({
  path: 'stories',
  query: { starts_with: startsWith, page: '1', per_page: String(CONTENT_PAGE_SIZE) },
});

/**
 * The home page is the one page with a server-rendered first screen: its story, and the
 * content cards and in-app messages that sit above its hero (the same reads the client makes).
 */
export function firstScreenReads(page: FirstScreenPage): ContentRead[] | null {
  if (page.pathname !== '/') return null;
  const [slug, language] = homeStoryArgs(HOST_CONFIGS[page.channel], page.language);
  return [
    { path: `stories/${slug}`, query: language ? { language } : {} },
    folder(CONTENT_CARD_FOLDER),
    folder(IN_APP_MESSAGE_FOLDER),
  ];
}

const hasStories = (value: unknown): value is StoriesResponse =>
  Array.isArray((value as StoriesResponse | null)?.stories);

/** The first screen's data from the answers to `firstScreenReads`; throws on a malformed answer. */
export function firstScreenData(page: FirstScreenPage, answers: unknown[]): FirstScreenData {
  const [story, cards, messages] = answers;
  if (
    !(story as StoryResponse | null)?.story?.content ||
    !hasStories(cards) ||
    !hasStories(messages)
  )
    throw new Error('The content service answered the first screen in an unknown shape.');
  return {
    pathname: page.pathname,
    channel: page.channel,
    language: page.language,
    story: story as StoryResponse,
    contentCards: cards.stories.map(contentCardFromStory),
    inAppMessages: messages.stories.map(inAppMessageFromStory),
  };
}

/**
 * The server's first-screen data in the page, when it was rendered for the page the client is
 * starting (path, channel and language): otherwise the client starts as without it. A corrupt
 * value counts as none.
 */
export function takeFirstScreenData(
  doc: Document,
  page: Pick<FirstScreenData, 'pathname' | 'channel' | 'language'>,
): FirstScreenData | null {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as FirstScreenData;
    const same =
      data.pathname === page.pathname &&
      data.channel === page.channel &&
      data.language === page.language;
    return same && Array.isArray(data.contentCards) && Array.isArray(data.inAppMessages)
      ? data
      : null;
  } catch {
    return null;
  }
}
