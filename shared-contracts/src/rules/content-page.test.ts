import { canonicalUrl, pageHeadFor, storySlugForPath } from './content-page';

describe('§2.1 marketing pages', () => {
  it.each([
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/About/Our-Story/', 'about/our-story'],
    ['/welcometohoneybutter/rewards', 'welcometohoneybutter/rewards'],
    ['/', ''],
  ])('the story of %s is %j', (path, slug) => {
    expect(storySlugForPath(path)).toBe(slug);
  });

  it('canonical = site origin + route path + trailing slash', () => {
    expect(canonicalUrl('https://example.com', '/about')).toBe('https://example.com/about/');
    expect(canonicalUrl('https://example.com/', '/about/our-story/')).toBe(
      'https://example.com/about/our-story/',
    );
    expect(canonicalUrl('http://localhost:3000', '/')).toBe('http://localhost:3000/');
  });

  it('takes the social tags from meta_title, meta_description and meta_image', () => {
    const head = pageHeadFor(
      {
        name: 'About Us',
        content: {
          meta_title: 'About our kitchen',
          meta_description: 'Scratch biscuits since 1978.',
          meta_image: { filename: '/cms/assets/about.svg' },
        },
      },
      'https://example.com',
      '/about',
    );
    expect(head).toEqual({
      name: 'About Us',
      canonical: 'https://example.com/about/',
      socialTitle: 'About our kitchen',
      description: 'Scratch biscuits since 1978.',
      image: 'https://example.com/cms/assets/about.svg',
    });
  });

  it('falls back to the page name, and keeps absolute images as they are', () => {
    const head = pageHeadFor(
      { name: 'Gift Cards', content: { meta_image: 'https://cdn.example.com/gift.png' } },
      'https://example.com',
      '/gift',
    );
    expect(head.socialTitle).toBe('Gift Cards');
    expect(head.description).toBe('');
    expect(head.image).toBe('https://cdn.example.com/gift.png');
  });

  it('titles a page without content Not Found', () => {
    expect(pageHeadFor(null, 'https://example.com', '/nothing-here').name).toBe('Not Found');
  });
});
