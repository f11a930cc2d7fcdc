import {
  CONTENT_CARD_FOLDER,
  CONTENT_PAGE_SIZE,
  FIRST_SCREEN_DATA_ID,
  IN_APP_MESSAGE_FOLDER,
  contentCardFromStory,
  inAppMessageFromStory,
  isRemoteName,
  type Channel,
  type ContentCard,
  type RemoteName,
  type FirstScreenPage,
  type FirstScreenRead,
  type Language,
  type useRead,
} from '@qsr/shared-contracts';
import type { HostFirstScreenModule } from '@qsr/shared-contracts/core';
import { HOST_CONFIGS } from '../channel/host-config';
import { pageRemote } from '../remotes/remote-route';
import type { InAppMessage } from '../startup/start-up';

/** The content service's answer to a read of one story, as the client's reads type it. */
export type StoryResponse = NonNullable<ReturnType<typeof useRead<'story'>>['data']>;
/** Its answer to a read of a folder's stories. */
type StoriesResponse = NonNullable<ReturnType<typeof useRead<'stories'>>['data']>;

/** The content a server-rendered first screen showed, from which the client starts. */
export interface FirstScreenData {
  pathname: string;
  channel: Channel;
  language: Language;
  /** The home page's story; null on a remote's page. */
  story: StoryResponse | null;
  contentCards: ContentCard[];
  inAppMessages: InAppMessage[];
  /** On a remote's page, the remote whose part the server drew in its area; else null. */
  remote: RemoteName | null;
}

/** A remote's part of a first screen, as the host's server module is given it. */
export type RemotePart = NonNullable<Parameters<HostFirstScreenModule['render']>[3]>;

/** The first-screen data a render starts from; on the server, with the remote's part. */
export interface FirstScreenStart extends FirstScreenData {
  remotePart?: RemotePart;
}

const folder = (startsWith: string): FirstScreenRead => ({
  service: 'content',
  path: 'stories',
  query: { starts_with: startsWith, page: '1', per_page: String(CONTENT_PAGE_SIZE) },
});

/**
 * What the host's part of a first screen needs, the same reads the client makes: the content
 * cards (start-up reads them on every page) and in-app messages, and on the home page its story
 * (which they sit above). The host renders the first screen of the home page, and the layout
 * around a remote's page when the remote renders its part (the BFF asks the remote first).
 */
export function firstScreenReads(page: FirstScreenPage): FirstScreenRead[] | null {
  const start = [folder(CONTENT_CARD_FOLDER), folder(IN_APP_MESSAGE_FOLDER)];
  if (page.pathname !== '/') return pageRemote(page.pathname) ? start : null;
  return [
    { service: 'content', path: `stories/${HOST_CONFIGS[page.channel].homeStory}` },
    ...start,
  ];
}

const hasStories = (value: unknown): value is StoriesResponse =>
  Array.isArray((value as StoriesResponse | null)?.stories);

/** The first screen's data from the answers to `firstScreenReads`; throws on a malformed answer. */
export function firstScreenData(
  page: FirstScreenPage,
  answers: unknown[],
): Omit<FirstScreenData, 'remote'> {
  const home = page.pathname === '/';
  const [story, cards, messages] = home ? answers : [null, ...answers];
  if (
    (home && !(story as StoryResponse | null)?.story?.content) ||
    !hasStories(cards) ||
    !hasStories(messages)
  )
    throw new Error('The content service answered the first screen in an unknown shape.');
  return {
    pathname: page.pathname,
    channel: page.channel,
    language: page.language,
    story: story as StoryResponse | null,
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
  let data: FirstScreenData;
  try {
    data = JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return null;
  }
  const same =
    data.pathname === page.pathname &&
    data.channel === page.channel &&
    data.language === page.language;
  if (!same || !Array.isArray(data.contentCards) || !Array.isArray(data.inAppMessages)) return null;
  return { ...data, remote: isRemoteName(data.remote) ? data.remote : null };
}
