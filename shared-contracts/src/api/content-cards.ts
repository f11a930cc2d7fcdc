import type { ContentCard, InAppMessage } from '../types/offers';
import { getStories } from './content';
import type { CallOptions } from './request';

/** Folders of the content service that hold the marketing platform's cards and messages (§4.14). */
export const CONTENT_CARD_FOLDERS = {
  cards: 'content-cards/',
  inAppMessages: 'in-app-messages/',
} as const;

interface Asset {
  filename?: string;
}

/** A `content_card` block as the content service stores it. */
interface ContentCardBlock {
  card_id?: string;
  title?: string;
  description?: string;
  image?: Asset;
  url?: string;
  viewed?: boolean;
  is_control?: boolean;
  extras?: ContentCard['extras'];
}

/** An `in_app_message` block as the content service stores it. */
interface InAppMessageBlock {
  message_id?: string;
  message?: string;
  extras?: InAppMessage['extras'];
}

/** §4.14 the content cards of the inbox and the home page, with their `viewed` flag as sent. */
export async function getContentCards(options?: CallOptions): Promise<ContentCard[]> {
  const { stories } = await getStories<ContentCardBlock>(
    { startsWith: CONTENT_CARD_FOLDERS.cards },
    options,
  );
  return stories.map(({ uuid, content }) => ({
    id: content.card_id ?? uuid,
    viewed: content.viewed === true,
    isControl: content.is_control === true,
    title: content.title,
    description: content.description,
    imageUrl: content.image?.filename || undefined,
    url: content.url,
    extras: content.extras ?? {},
  }));
}

/** §4.14 every in-app message; `isInAppMessageShown` picks the site variant's. */
export async function getInAppMessages(options?: CallOptions): Promise<InAppMessage[]> {
  const { stories } = await getStories<InAppMessageBlock>(
    { startsWith: CONTENT_CARD_FOLDERS.inAppMessages },
    options,
  );
  return stories.map(({ uuid, content }) => ({
    id: content.message_id ?? uuid,
    message: content.message ?? '',
    extras: content.extras ?? {},
  }));
}
