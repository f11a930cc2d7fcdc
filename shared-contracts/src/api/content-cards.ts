import type { Story } from '../types/content';
import type { ContentCard, InAppMessage } from '../types/offers';
import { getStories } from './content';
import type { CallOptions } from './request';

/** Content-service folders of the marketing platform's cards and in-app messages (§4.14). */
export const CONTENT_CARD_FOLDER = 'content-cards/';
export const IN_APP_MESSAGE_FOLDER = 'in-app-messages/';

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const extrasOf = (value: unknown): Record<string, string> => {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

const filenameOf = (value: unknown): string | undefined =>
  value && typeof value === 'object' ? text((value as Fields).filename) : undefined;

/** One `content_card` story as the site's §3 offer content card. */
export function contentCardFromStory(story: Story<Fields>): ContentCard {
  const fields = story.content;
  return {
    id: text(fields.card_id) ?? story.uuid,
    viewed: fields.viewed === true,
    isControl: fields.is_control === true,
    title: text(fields.title),
    description: text(fields.description),
    imageUrl: filenameOf(fields.image),
    url: text(fields.url),
    extras: extrasOf(fields.extras),
  };
}

/** One `in_app_message` story as an in-app message. */
export function inAppMessageFromStory(story: Story<Fields>): InAppMessage {
  const fields = story.content;
  return {
    id: text(fields.message_id) ?? story.uuid,
    message: text(fields.message) ?? '',
    extras: extrasOf(fields.extras),
  };
}

/** The content cards of the home page and the inbox (§4.14), one page of the folder. */
export async function getContentCards(options?: CallOptions): Promise<ContentCard[]> {
  const answer = await getStories<Fields>({ startsWith: CONTENT_CARD_FOLDER }, options);
  return answer.stories.map(contentCardFromStory);
}

/** The in-app messages of every site variant; `isInAppMessageShown` picks this site's. */
export async function getInAppMessages(options?: CallOptions): Promise<InAppMessage[]> {
  const answer = await getStories<Fields>({ startsWith: IN_APP_MESSAGE_FOLDER }, options);
  return answer.stories.map(inAppMessageFromStory);
}
