import { describeRemotePages } from '../../tooling/testing/remote-pages';
import { pages } from './routes';

// A page's heading is its story's name, which the content service translates (§7.3): the
// stand-in answers each story in the language asked for, as the sandbox's does.
jest.mock('./content/content-client', () => ({
  contentClient: () => ({
    getStory: async (slug: string, params: { language?: string }) => ({
      data: {
        story: {
          slug: slug.split('/').pop(),
          full_slug: slug,
          name: params.language === 'es' ? `Página ${slug}` : `Page ${slug}`,
          content: { component: 'page', body: [] },
        },
      },
    }),
    getAll: async () => [],
  }),
}));

describeRemotePages('marketing', pages);
