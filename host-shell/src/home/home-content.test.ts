import { linkHref, splitHome } from './home-content';

describe('home page content', () => {
  it('reads a story link or an outside address', () => {
    expect(linkHref({ url: '/order', cached_url: 'order' })).toBe('/order');
    expect(linkHref({ url: '', cached_url: 'locations' })).toBe('/locations');
    expect(linkHref({ url: 'https://x.example/' })).toBe('https://x.example/');
    expect(linkHref(undefined)).toBe('');
  });
  it('puts the hero first and keeps the rest in order', () => {
    const content = {
      body: [
        { _uid: 'a', component: 'featured_items', title: 'F', items: [] },
        { _uid: 'b', component: 'hero', headline: 'H' },
        { _uid: 'c', component: 'call_to_action', headline: 'C', button_label: 'Go' },
      ],
    };
    const { hero, rest } = splitHome(content);
    expect(hero?.headline).toBe('H');
    expect(rest.map((block) => block._uid)).toEqual(['a', 'c']);
    expect(splitHome(undefined)).toEqual({ hero: undefined, rest: [] });
  });
});
