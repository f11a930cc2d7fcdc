import type { Story } from '../types/content';
import { contentCardFromStory, inAppMessageFromStory } from './content-cards';

const story = (content: Record<string, unknown>): Story<Record<string, unknown>> => ({
  id: 1,
  uuid: 'uuid-1',
  name: 'Card',
  slug: 'card',
  full_slug: 'content-cards/card',
  content,
  lang: 'default',
});

describe('§4.14 content cards from the content service', () => {
  it('maps a content_card story to a content card', () => {
    expect(
      contentCardFromStory(
        story({
          card_id: 'card-a',
          title: 'Free Biscuit Friday',
          description: 'A free biscuit.',
          image: { filename: '/cms/assets/a.svg' },
          url: '/offers',
          viewed: false,
          is_control: true,
          extras: { feed_type: 'homepage_carousel', ignored: 3 },
        }),
      ),
    ).toEqual({
      id: 'card-a',
      viewed: false,
      isControl: true,
      title: 'Free Biscuit Friday',
      description: 'A free biscuit.',
      imageUrl: '/cms/assets/a.svg',
      url: '/offers',
      extras: { feed_type: 'homepage_carousel' },
    });
  });

  it('falls back to the story id and empty extras', () => {
    const card = contentCardFromStory(story({}));
    expect(card.id).toBe('uuid-1');
    expect(card.extras).toEqual({});
    expect(card.viewed).toBe(false);
  });

  it('maps an in_app_message story with its tag', () => {
    expect(
      inAppMessageFromStory(
        story({ message_id: 'iam-a', message: 'Hello', extras: { tag: 'iam_catering' } }),
      ),
    ).toEqual({ id: 'iam-a', message: 'Hello', extras: { tag: 'iam_catering' } });
  });
});
