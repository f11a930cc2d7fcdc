import { Component, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { appState } from '@qsr/shared-contracts';
import { fakeContentClient, renderAt, type FakeStories } from '../testing';
import { ContentPage } from './ContentPage';

jest.mock('../content/content-client', () => ({ contentClient: jest.fn() }));
const { contentClient } = jest.requireMock('../content/content-client') as {
  contentClient: jest.Mock;
};

class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>
        caught {(this.state.error as { status: number }).status}{' '}
        {(this.state.error as { pageName?: string }).pageName}
      </p>
    ) : (
      this.props.children
    );
  }
}

const picture = { filename: '/cms/assets/x.svg', alt: '' };
const STORIES: FakeStories = {
  'biscuit-month': {
    name: 'Biscuit Month',
    content: {
      component: 'page',
      global_class: 'biscuit-month',
      meta_title: 'Biscuit Month is here',
      meta_description: 'Four new biscuits.',
      meta_image: picture,
      body: [
        {
          _uid: 'h',
          component: 'hero',
          headline: 'Four weeks of biscuits',
          subheadline: 'Hot out of the oven',
          image: picture,
          cta_label: 'Order now',
          cta_link: { linktype: 'story', url: '/menu' },
        },
        {
          _uid: 'a',
          component: 'accordion',
          title: 'The line-up',
          items: [
            {
              _uid: 'i',
              component: 'accordion_item',
              title: 'Week one',
              body: {
                type: 'doc',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Honey butter' }] }],
              },
            },
          ],
        },
        { _uid: 'v', component: 'video', title: 'How we bake', poster: picture },
        {
          _uid: 'c',
          component: 'call_to_action',
          headline: 'Hungry?',
          text: 'Order ahead.',
          button_label: 'Start an order',
          link: { linktype: 'story', url: '/order' },
        },
        { _uid: 'u', component: 'mystery_block' },
      ],
    },
  },
  'news-and-community': { name: 'News & Community', content: { component: 'page', body: [] } },
  'news-and-community/older': {
    name: 'Older story',
    content: { component: 'article', date: '2025-01-02', teaser: 'Old news.', image: picture },
  },
  'news-and-community/newer': {
    name: 'Newer story',
    content: {
      component: 'article',
      date: '2025-08-28',
      author: 'Communications Team',
      teaser: 'New news.',
      image: picture,
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Full text.' }] }],
      },
    },
  },
  navigation: { name: 'Navigation', content: { component: 'navigation' } },
};

beforeEach(() => contentClient.mockReturnValue(fakeContentClient(STORIES)));

describe('§2.1 marketing pages from the content service', () => {
  it('renders the page’s blocks, sets its head and the global class while it is open', async () => {
    const { unmount } = await renderAt('/biscuit-month', <ContentPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit Month' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Four weeks of biscuits' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/menu');
    expect(screen.getByText('Week one')).toBeVisible();
    expect(screen.getByText('How we bake')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/order');
    await waitFor(() => expect(document.title).toBe('Biscuit Month | Biscuit Barn'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/biscuit-month/',
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Biscuit Month is here',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/cms/assets/x.svg',
    );
    expect(appState().globalClass).toBe('biscuit-month');
    unmount();
    expect(appState().globalClass).toBe('');
  });

  it('lists the news, newest first, and opens an article', async () => {
    const { unmount } = await renderAt('/news-and-community', <ContentPage />);
    const links = await screen.findAllByRole('link', { name: /story$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Newer story', 'Older story']);
    expect(contentClient().getAll).toHaveBeenCalledWith(
      'cdn/stories',
      expect.objectContaining({
        starts_with: 'news-and-community/',
        per_page: 100,
        sort_by: 'content.date:desc',
      }),
    );
    unmount();
    await renderAt('/news-and-community/newer', <ContentPage />);
    expect(await screen.findByText('Full text.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Newer story' })).toBeVisible();
    // The date as people write it, not the content service's 2025-08-28.
    expect(screen.getByText('Communications Team · August 28, 2025')).toBeVisible();
  });

  it('is the 404 page for a path without a page story, data stories included', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of ['/no-such-page', '/navigation']) {
      const { unmount } = await renderAt(
        path,
        <Caught>
          <ContentPage />
        </Caught>,
      );
      expect(await screen.findByText('caught 404 Not Found')).toBeVisible();
      unmount();
    }
    await renderAt(
      '/no-such-page',
      <Caught>
        <ContentPage />
      </Caught>,
      'es',
    );
    expect(await screen.findByText('caught 404 Página no encontrada')).toBeVisible();
  });

  it('asks for Spanish content when the site is in Spanish', async () => {
    await renderAt('/biscuit-month', <ContentPage />, 'es');
    await screen.findByRole('heading', { level: 1, name: 'Biscuit Month' });
    expect(contentClient().getStory).toHaveBeenCalledWith('biscuit-month', {
      version: 'published',
      language: 'es',
    });
  });
});
