import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appState } from '@qsr/shared-contracts';
import { mockFetch, routes } from '@qsr/shared-contracts/testing';
import { MessagingTestPage } from '../messaging/MessagingTestPage';
import { renderPage, signedIn } from '../testing';
import { OffersPage } from './OffersPage';

jest.setTimeout(20_000);

const wallet = [
  { label: 'Free Honey Butter Biscuit', cred: 'HBB', status: 'incomplete', expires: '2027-01-23' },
  { label: 'catering - $20 Off Catering', cred: 'CAT20', status: 'incomplete' },
  { label: 'Old reward', cred: 'OLD', status: 'incomplete', expires: '2020-01-01' },
];
const offers = [
  {
    id: 1,
    channel: 'web',
    campaign: 'SPRING-BISCUIT',
    label: '$2 off any order',
    memberid: 42,
    references: ['RWD-SPRING-2OFF'],
  },
  { id: 2, channel: 'catering', campaign: 'CATERING-10', memberid: 42, references: ['R2'] },
];

describe('/offers', () => {
  it('§5 shows the channel’s rewards and offers and redeems one', async () => {
    const fetch = mockFetch(
      routes({
        'GET /api/v1/members/loyalty': { body: { points: 10, wallet } },
        'GET /api/v1/members/offers/all': { body: offers },
        'POST /api/v1/members/redeem?memberID=42': { body: offers[0] },
      }),
    );
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn() });
    expect(await screen.findByText('Free Honey Butter Biscuit')).toBeVisible();
    expect(screen.queryByText(/Catering/)).toBeNull();
    expect(screen.queryByText('Old reward')).toBeNull();
    // The offer by its name, never its campaign or reference ids; dates as people write them.
    expect(await screen.findByText('$2 off any order')).toBeVisible();
    expect(screen.getByText('Expires January 23, 2027')).toBeVisible();
    expect(document.body).not.toHaveTextContent(
      /SPRING-BISCUIT|RWD-SPRING-2OFF|CATERING-10|2027-01-23/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Redeem $2 off any order' }));
    expect(
      await screen.findByText('Redeemed: it goes on your box, which says if it applies.'),
    ).toBeVisible();
    expect(fetch.last.body).toEqual({ id: 1, channel: 'web', campaign: 'SPRING-BISCUIT' });
    // Kept for the box, which puts it on and says how it went.
    expect(appState().redeemedOffers.map((redeemed) => redeemed.offer.id)).toEqual([1]);
  });

  it('§5 in catering shows only the catering ones, without the prefix', async () => {
    mockFetch(
      routes({
        'GET /api/v1/members/loyalty': { body: { points: 10, wallet } },
        'GET /api/v1/members/offers/all': { body: offers },
      }),
    );
    await renderPage('/offers', <OffersPage />, '/offers', {
      state: { ...signedIn(), channel: 'catering' },
    });
    expect(await screen.findByText('$20 Off Catering')).toBeVisible();
    expect(screen.queryByText('Free Honey Butter Biscuit')).toBeNull();
    // Without a name of its own, an offer is a member offer, never its campaign id.
    expect(await screen.findByText('Member offer')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/CATERING-10|R2/);
  });

  it('in Spanish, the expiry as people write it there', async () => {
    mockFetch(
      routes({
        'GET /api/v1/members/loyalty': { body: { points: 10, wallet } },
        'GET /api/v1/members/offers/all': { body: [offers[1]] },
      }),
    );
    await renderPage('/offers', <OffersPage />, '/offers', {
      state: signedIn(),
      language: 'es',
    });
    expect(await screen.findByText('Vence el 23 de enero de 2027')).toBeVisible();
  });
});

describe('/offers: the offer screen messages (§4.14)', () => {
  const card = (id: string, title: string, feedType?: string) => ({
    uuid: id,
    content: {
      card_id: id,
      title,
      description: `${title} text`,
      url: '/offers',
      extras: feedType ? { feed_type: feedType } : {},
    },
  });
  const cards = {
    stories: [
      card('intro', 'Offers Just for You', 'offer_screen_message'),
      card('carousel', 'Free Biscuit Friday', 'homepage_carousel'),
      card('alert', 'Holiday Hours', 'homepage_top_alert'),
    ],
  };

  it('shows the offer_screen_message cards, and no other, above the offers', async () => {
    mockFetch((call) =>
      call.url.includes('/cms/') || call.url.includes('stories')
        ? { body: cards }
        : call.url.includes('loyalty')
          ? { body: { points: 10, wallet } }
          : call.url.includes('members/rewards')
            ? { body: { points: 10, rewards: [], next: null } }
            : call.url.includes('members/points')
              ? { body: { entries: [] } }
              : { body: offers },
    );
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn() });
    const message = await screen.findByRole('heading', { name: 'Offers Just for You' });
    expect(message).toBeVisible();
    expect(screen.getByText('Offers Just for You text')).toBeVisible();
    expect(screen.queryByText('Free Biscuit Friday')).toBeNull();
    expect(screen.queryByText('Holiday Hours')).toBeNull();
    // It links nowhere: it is on the page it would link to.
    expect(screen.queryByRole('link', { name: 'See more' })).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Offers Just for You')).toBeLessThan(headings.indexOf('Your offers'));
  });
});

describe('/messaging/test', () => {
  const messages = {
    stories: [
      {
        uuid: 'a',
        content: { message_id: 'a', message: 'Catering hello', extras: { tag: 'iam_catering' } },
      },
      {
        uuid: 'b',
        content: { message_id: 'b', message: 'Mealtime hello', extras: { tag: 'iam_mealtime' } },
      },
      { uuid: 'c', content: { message_id: 'c', message: 'App hello', extras: { tag: 'iam_app' } } },
    ],
  };
  it('§4.14 shows the messages of the site variant only, never iam_app', async () => {
    mockFetch(() => ({ body: messages }));
    await renderPage('/messaging/test', <MessagingTestPage />, '/messaging/test');
    expect(await screen.findByText('Mealtime hello')).toBeVisible();
    expect(screen.queryByText('Catering hello')).toBeNull();
    expect(screen.queryByText('App hello')).toBeNull();
  });
  it('§4.14 on the catering channel, the catering messages', async () => {
    mockFetch(() => ({ body: messages }));
    await renderPage('/messaging/test', <MessagingTestPage />, '/messaging/test', {
      state: { channel: 'catering' },
    });
    expect(await screen.findByText('Catering hello')).toBeVisible();
    expect(screen.queryByText('Mealtime hello')).toBeNull();
  });
});
