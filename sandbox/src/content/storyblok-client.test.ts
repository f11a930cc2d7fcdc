import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import StoryblokClient from 'storyblok-js-client';
import { seededApp } from '../testing/support';
import { SANDBOX_PUBLIC_TOKEN } from './routes';

/**
 * The marketing remote reads content with storyblok-js-client pointed at a custom endpoint:
 * the real client, over real HTTP, must work against the sandbox unchanged.
 */
describe('storyblok-js-client against the sandbox content service', () => {
  const { app, db } = seededApp();
  let server: Server;
  let client: StoryblokClient;

  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    client = new StoryblokClient({
      accessToken: SANDBOX_PUBLIC_TOKEN,
      endpoint: `http://127.0.0.1:${port}`,
      cache: { type: 'none' },
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    db.close();
  });

  it('§7.3 lists published stories by slug prefix, 100 a page, with the total', async () => {
    const answer = await client.getStories({
      starts_with: 'news-and-community/',
      per_page: 100,
      page: 1,
    });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.perPage).toBe(100);
    expect(answer.data.stories.length).toBe(answer.total);
    for (const story of answer.data.stories) {
      expect(story.full_slug.startsWith('news-and-community/')).toBe(true);
    }
  });

  it('§7.3 leaves out excluded slugs, wildcards included', async () => {
    const all = await client.getAll('cdn/stories', { starts_with: 'about' });
    const some = await client.getAll('cdn/stories', {
      starts_with: 'about',
      excluding_slugs: 'about/chicken-scoop/*',
    });
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.some((story) => story.full_slug.startsWith('about/chicken-scoop/'))).toBe(false);
  });

  it('§2.1 reads one page by its full slug, with the head fields', async () => {
    const { data } = await client.getStory('about');
    expect(data.story.full_slug).toBe('about');
    expect(data.story.name).toBeTruthy();
    expect(data.story.content).toEqual(expect.objectContaining({ meta_title: expect.any(String) }));
  });

  it('answers a missing story with a 404 the client reports', async () => {
    await expect(client.getStory('no-such-page')).rejects.toEqual(
      expect.objectContaining({ status: 404 }),
    );
  });
});
