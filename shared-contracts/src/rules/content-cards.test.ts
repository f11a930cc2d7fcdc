import type { ContentCard } from '../types/offers';
import { inboxCards, isInAppMessageShown, splitContentCards, unviewedCount } from './content-cards';

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
    const split = splitContentCards(cards, { member: true, channel: 'default' });
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
      { member: true, channel: 'default' },
    );
    expect(split).toEqual({ carousel: [], topAlert: [], offerScreenMessage: [] });
  });
  it("shows a members' card to members only", () => {
    const cards = [card('rewards', { extras: { audience: 'members' } }), card('deal')];
    expect(
      splitContentCards(cards, { member: false, channel: 'default' }).carousel.map((c) => c.id),
    ).toEqual(['deal']);
    expect(
      splitContentCards(cards, { member: true, channel: 'default' }).carousel.map((c) => c.id),
    ).toEqual(['rewards', 'deal']);
  });
  it('shows a card for one channel on that channel only', () => {
    const cards = [
      card('family-meal', { extras: { channel: 'default' } }),
      card('cater20', { extras: { channel: 'catering' } }),
      card('everywhere'),
    ];
    const shown = (channel: 'default' | 'catering') =>
      splitContentCards(cards, { member: false, channel }).carousel.map((c) => c.id);
    expect(shown('default')).toEqual(['family-meal', 'everywhere']);
    expect(shown('catering')).toEqual(['cater20', 'everywhere']);
  });
  it('§2.3 counts the unviewed cards for the inbox', () => {
    expect(
      unviewedCount(
        [card('a'), card('b', { viewed: true }), card('c', { isControl: true })],
        'default',
      ),
    ).toBe(1);
  });
  it('§2.3 lists and counts only the inbox cards of the channel', () => {
    const cards = [card('family-meal', { extras: { channel: 'default' } }), card('everywhere')];
    expect(inboxCards(cards, 'catering').map((c) => c.id)).toEqual(['everywhere']);
    expect(unviewedCount(cards, 'catering')).toBe(1);
    expect(unviewedCount(cards, 'default')).toBe(2);
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
