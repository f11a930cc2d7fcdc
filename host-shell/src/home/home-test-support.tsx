// Jest only: the home page with the content service's answers held until a test gives them.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState, readSiteConfig, type Channel } from '@qsr/shared-contracts';
import { mockFetch, TEST_TOKENS, type FetchAnswer } from '@qsr/shared-contracts/testing';
import '../i18n/test-i18n';
import { SiteConfigContext } from '../site/site-config-context';
import { loadContentCards } from '../startup/start-up';
import { HomePage } from './HomePage';

function answerLater(body: unknown) {
  let answer = () => undefined as void;
  const promise = new Promise<FetchAnswer>((resolve) => {
    answer = () => resolve({ body });
  });
  return { promise, answer };
}

/**
 * Renders the home page as the site starts, for a guest or a member; each content answer waits
 * for `answer()`.
 */
export function renderHome({
  member = false,
  channel = 'default',
}: { member?: boolean; channel?: Channel } = {}) {
  const story = answerLater({
    story: {
      uuid: 'home',
      content: { body: [{ _uid: 'h', component: 'hero', headline: 'Fresh biscuits all day' }] },
    },
  });
  const cards = answerLater({
    stories: [
      {
        uuid: 'c1',
        content: {
          card_id: 'alert',
          title: 'Closed Thanksgiving Day',
          extras: { feed_type: 'homepage_top_alert' },
        },
      },
      {
        uuid: 'c2',
        content: {
          card_id: 'rewards',
          title: 'Your Rewards Are Waiting',
          extras: { feed_type: 'homepage_top_alert', audience: 'members' },
        },
      },
      {
        uuid: 'c3',
        content: {
          card_id: 'family-meal',
          title: '$5 off the 8 Piece Family Meal',
          extras: { feed_type: 'homepage_top_alert', channel: 'default' },
        },
      },
    ],
  });
  const messages = answerLater({
    stories: [
      {
        uuid: 'm1',
        content: {
          message_id: 'm1',
          message: 'Try the new hot honey',
          extras: { tag: 'iam_mealtime' },
        },
      },
    ],
  });
  mockFetch((call) => {
    if (call.url.includes('content-cards')) return cards.promise;
    if (call.url.includes('in-app-messages')) return messages.promise;
    return story.promise;
  });
  createAppState({ channel, ...(member ? { token: TEST_TOKENS } : {}) });
  void loadContentCards();
  render(
    <SiteConfigContext.Provider value={readSiteConfig()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </SWRConfig>
    </SiteConfigContext.Provider>,
  );
  return { story, cards, messages };
}
