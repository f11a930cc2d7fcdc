import type { ContentCard } from '../types/offers';
import { isInAppMessageShown, splitContentCards, unviewedCount } from './content-cards';

const card = (id: string, extra: Partial<ContentCard> = {}): ContentCard => ({
  id,
  viewed: false,
  ...extra,
});

describe('§4.14 content-card split', () => {
  it('splits by feed_type into carousel, top alert and offer screen message', () => {
    const cards = [
      card('a', { extras: { feed_type: 'homepage_carousel' } }),
      card('b', { extras: { feed_type: 'homepage_carousel_web' } }),
      card('c'),
      card('d', { extras: {} }),
      card('e', { extras: { feed_type: 'homepage_top_alert' } }),
      card('f', { extras: { feed_type: 'offer_screen_message' } }),
      card('g', { extras: { feed_type: 'something_else' } }),
    ];
    const split = splitContentCards(cards, { member: true });
    expect(split.carousel.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(split.topAlert.map((c) => c.id)).toEqual(['e']);
    expect(split.offerScreenMessage.map((c) => c.id)).toEqual(['f']);
  });
  it('skips control cards', () => {
    const split = splitContentCards(
      [
        card('x', { isControl: true }),
        card('y', { isControl: true, extras: { feed_type: 'homepage_top_alert' } }),
      ],
      { member: true },
    );
    expect(split).toEqual({ carousel: [], topAlert: [], offerScreenMessage: [] });
  });
  it("shows a members' card to members only", () => {
    const cards = [card('rewards', { extras: { audience: 'members' } }), card('deal')];
    expect(splitContentCards(cards, { member: false }).carousel.map((c) => c.id)).toEqual(['deal']);
    expect(splitContentCards(cards, { member: true }).carousel.map((c) => c.id)).toEqual([
      'rewards',
      'deal',
    ]);
  });
  it('§2.3 counts the unviewed cards for the inbox', () => {
    expect(
      unviewedCount([card('a'), card('b', { viewed: true }), card('c', { isControl: true })]),
    ).toBe(1);
  });
});

describe('§4.14 in-app messages', () => {
  const message = (tag?: string) => ({ id: 'm', message: 'Hi', extras: tag ? { tag } : undefined });
  it('show only when the tag matches the site variant', () => {
    expect(isInAppMessageShown(message('iam_catering'), 'catering')).toBe(true);
    expect(isInAppMessageShown(message('iam_mealtime'), 'mealtime')).toBe(true);
    expect(isInAppMessageShown(message('iam_catering'), 'mealtime')).toBe(false);
    expect(isInAppMessageShown(message(), 'mealtime')).toBe(false);
  });
  it('never show iam_app on the web', () => {
    expect(isInAppMessageShown(message('iam_app'), 'catering')).toBe(false);
    expect(isInAppMessageShown(message('iam_app'), 'mealtime')).toBe(false);
  });
});
