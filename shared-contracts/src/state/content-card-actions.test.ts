import { mockFetch } from '../testing/fetch-mock';
import { unviewedCount } from '../rules/content-cards';
import { createAppState } from './app-state';
import { contentCardActions, VIEWED_CARDS_KEY } from './content-card-actions';

const story = (cardId: string, extra: Record<string, unknown> = {}) => ({
  uuid: `u-${cardId}`,
  content: {
    component: 'content_card',
    card_id: cardId,
    title: `Card ${cardId}`,
    image: { filename: `/cms/assets/${cardId}.svg` },
    url: '/offers',
    viewed: false,
    is_control: false,
    extras: { feed_type: 'homepage_carousel' },
    ...extra,
  },
});

beforeEach(() => localStorage.clear());

describe('§4.14 content cards', () => {
  it('loads the cards of the content service into the state', async () => {
    const state = createAppState();
    const fetch = mockFetch(() => ({
      body: { stories: [story('a'), story('b'), story('ctl', { is_control: true })] },
    }));
    await contentCardActions.loadContentCards();
    expect(fetch.last.url).toContain('starts_with=content-cards%2F');
    expect(state.contentCards.map((c) => [c.id, c.isControl, c.imageUrl])).toEqual([
      ['a', false, '/cms/assets/a.svg'],
      ['b', false, '/cms/assets/b.svg'],
      ['ctl', true, '/cms/assets/ctl.svg'],
    ]);
    expect(unviewedCount(state.contentCards, 'default')).toBe(2);
  });

  it('shows cards read elsewhere (the server’s first screen) with the opened ones viewed', () => {
    localStorage.setItem(VIEWED_CARDS_KEY, JSON.stringify(['b']));
    const state = createAppState();
    contentCardActions.showContentCards([
      { id: 'a', viewed: false, isControl: false, extras: {} },
      { id: 'b', viewed: false, isControl: false, extras: {} },
    ]);
    expect(state.contentCards.map((c) => [c.id, c.viewed])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('§2.3 opening a card lowers the unviewed count, also after a reload', async () => {
    const state = createAppState();
    mockFetch(() => ({ body: { stories: [story('a'), story('b')] } }));
    await contentCardActions.loadContentCards();
    contentCardActions.openContentCard('a');
    expect(unviewedCount(state.contentCards, 'default')).toBe(1);
    expect(JSON.parse(localStorage.getItem(VIEWED_CARDS_KEY) ?? '[]')).toEqual(['a']);

    const reloaded = createAppState();
    await contentCardActions.loadContentCards();
    expect(reloaded.contentCards.map((c) => c.viewed)).toEqual([true, false]);
  });

  it('ignores a corrupt list of opened cards', async () => {
    localStorage.setItem(VIEWED_CARDS_KEY, '{not json');
    const state = createAppState();
    mockFetch(() => ({ body: { stories: [story('a')] } }));
    await contentCardActions.loadContentCards();
    expect(state.contentCards[0]?.viewed).toBe(false);
  });
});
