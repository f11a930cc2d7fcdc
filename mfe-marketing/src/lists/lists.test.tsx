import { screen, within } from '@testing-library/react';
import { ContentPage } from '../pages/ContentPage';
import { fakeContentClient, renderAt } from '../testing';
import { ArticleList } from './ArticleList';
import { ExpansionStores } from './ExpansionStores';
import { SiteSearch } from './SiteSearch';

jest.mock('../content/content-client', () => ({ contentClient: jest.fn() }));
const { contentClient } = jest.requireMock('../content/content-client') as {
  contentClient: jest.Mock;
};

beforeEach(() => contentClient.mockReturnValue(fakeContentClient({})));

/** The empty state titled `title` with the line `body` under it, and its one link. */
async function nextStepOf(title: string, body: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const state = heading.closest('.ui-empty-state') as HTMLElement;
  expect(state).toHaveTextContent(body);
  return within(state).getByRole('link');
}

describe('empty lists of the marketing pages offer the next step', () => {
  it('a search without results keeps its words and offers the menu', async () => {
    await renderAt('/search?q=quinoa', <SiteSearch />);
    const menu = await nextStepOf(
      'No matching pages',
      'Nothing matches “quinoa”. Try other words.',
    );
    expect(menu).toHaveAccessibleName('See the menu');
    expect(menu).toHaveAttribute('href', '/menu');
  });

  it('no stories yet: see the menu, in Spanish', async () => {
    await renderAt('/news-and-community', <ArticleList folder="news-and-community" />, 'es');
    const menu = await nextStepOf('Aún no hay historias', 'Vuelve pronto.');
    expect(menu).toHaveAccessibleName('Ver el menú');
  });

  it('no coming restaurants: find a restaurant', async () => {
    await renderAt('/expansion-menu', <ExpansionStores />);
    const find = await nextStepOf('No new restaurants yet', 'New openings will be announced here.');
    expect(find).toHaveAccessibleName('Find a restaurant');
    expect(find).toHaveAttribute('href', '/locations');
  });
});

describe('content on its way is the shape of what comes', () => {
  it('a page is its hero, busy, saying "Cargando…" once', async () => {
    contentClient.mockReturnValue({
      getStory: jest.fn(() => new Promise(() => {})),
      getAll: jest.fn(() => new Promise(() => {})),
    });
    await renderAt('/biscuit-month', <ContentPage />, 'es');
    const label = screen.getByText('Cargando…');
    expect(label).toHaveAttribute('role', 'status');
    expect(label.closest('[aria-busy="true"]')).toHaveClass('marketing-hero');
  });

  it('a list of stories is its cards', async () => {
    contentClient.mockReturnValue({ getAll: jest.fn(() => new Promise(() => {})) });
    await renderAt('/news-and-community', <ArticleList folder="news-and-community" />);
    const region = screen.getByText('Loading…').closest('[aria-busy="true"]') as HTMLElement;
    expect(region).toHaveClass('marketing-articles');
    expect(region.querySelectorAll('.marketing-card')).toHaveLength(3);
  });
});
