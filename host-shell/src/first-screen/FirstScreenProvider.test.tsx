import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState, readSiteConfig } from '@qsr/shared-contracts';
import { mockFetch } from '@qsr/shared-contracts/testing';
import '../i18n/test-i18n';
import { HomePage } from '../home/HomePage';
import { SiteConfigContext } from '../site/site-config-context';
import { loadContentCards, loadInAppMessages } from '../startup/start-up';
import type { FirstScreenData } from './first-screen-data';
import { homeStory } from './first-screen-test-support';
import { FirstScreenProvider, seedFirstScreen } from './FirstScreenProvider';

const STORY = homeStory('Fresh biscuits all day');
const DATA: FirstScreenData = {
  pathname: '/',
  channel: 'default',
  language: 'en-US',
  story: STORY,
  remote: null,
  contentCards: [
    {
      id: 'alert',
      viewed: false,
      isControl: false,
      title: 'Closed Thanksgiving Day',
      extras: { feed_type: 'homepage_top_alert' },
    },
  ],
  inAppMessages: [{ id: 'm1', message: 'Try the new hot honey', extras: { tag: 'iam_mealtime' } }],
};

describe('the browser’s first render over the server’s first screen', () => {
  it('shows the same first screen at once, without asking again for the cards and messages', async () => {
    const fetch = mockFetch(() => ({ body: STORY }));
    createAppState();
    seedFirstScreen(DATA);
    render(
      <SiteConfigContext.Provider value={readSiteConfig()}>
        <FirstScreenProvider data={DATA}>
          <SWRConfig value={{ provider: () => new Map() }}>
            <MemoryRouter>
              <HomePage />
            </MemoryRouter>
          </SWRConfig>
        </FirstScreenProvider>
      </SiteConfigContext.Provider>,
    );
    // The first render, not a later one: no loading state replaces the server's hero.
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fresh biscuits all day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Closed Thanksgiving Day' })).toBeInTheDocument();
    expect(screen.getByText('Try the new hot honey')).toBeInTheDocument();

    await loadContentCards();
    await expect(loadInAppMessages()).resolves.toEqual(DATA.inAppMessages);
    const asked = fetch.calls.map((call) => call.url);
    expect(asked.some((url) => url.includes('content-cards'))).toBe(false);
    expect(asked.some((url) => url.includes('in-app-messages'))).toBe(false);
  });
});
