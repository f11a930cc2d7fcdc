import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { actions } from '../state/actions';
import { createAppState } from '../state/app-state';
import { mockFetch } from '../testing/fetch-mock';
import { TEST_TOKENS } from '../testing/signed-in';
import { fetchRead, preloadRead, readKey, useRead, type ReadArgs, type ReadName } from './reads';
import { setRequestHooks } from './request-hooks';

afterEach(() => setRequestHooks({}));

describe('SWR keys of the read calls', () => {
  it('are the name, the language, a scope and the arguments', () => {
    createAppState();
    expect(readKey('menu', 237039)).toEqual(['menu', 'en-US', '', 237039]);
    expect(readKey('stories', { startsWith: 'careers/' })).toEqual([
      'stories',
      'en-US',
      '',
      { startsWith: 'careers/' },
    ]);
  });
  it('carry the language, so one language’s answer is never the other’s (§4.11)', () => {
    createAppState({ language: 'es' });
    expect(readKey('story', 'home')).toEqual(['story', 'es', '', 'home']);
  });
  it('carry the member for member reads, and are null for a guest', () => {
    createAppState();
    expect(readKey('payments')).toBeNull();
    createAppState({ token: TEST_TOKENS });
    expect(readKey('payments')).toEqual(['payments', 'en-US', '42']);
  });
});

describe('SWR fetchers of the read calls', () => {
  it.each<[ReadName, unknown[], string]>([
    ['menu', [1], '/api/v1/menus/1'],
    ['menuProduct', [1, 2], '/api/v1/menus/1/products/2'],
    ['handoffTimes', [1, 'a', 'b'], '/api/v1/menus/1/times?from=a&to=b'],
    ['location', [3], '/api/v1/locations/3'],
    ['menuRestaurants', [[500]], '/api/v1/locations/500?byMenuId=true'],
    ['order', ['o1'], '/api/v1/orders/o1'],
    ['upsells', ['o1', 'a@b.c'], '/api/v1/upsells/o1?email=a%40b.c'],
    ['user', [], '/api/v1/members/get'],
    ['loyalty', [], '/api/v1/members/loyalty'],
    ['offers', [], '/api/v1/members/offers/all'],
    ['balance', [42], '/api/v1/members/balance?memberID=42'],
    ['favouriteLocations', [], '/api/v1/members/faves/locations'],
    ['payments', [], '/api/v1/members/payments'],
    ['addresses', [], '/api/v1/members/addresses'],
    ['recentOrders', [], '/api/v1/orders/recent'],
    ['favouriteOrders', [], '/api/v1/orders/faves'],
  ])('%s', async (name, args, url) => {
    const fetch = mockFetch(() => ({ body: [] }));
    await fetchRead([name, 'es', 'scope', ...(args as ReadArgs<typeof name>)] as never);
    expect(fetch.last.url).toBe(url);
    // In the key's language, whatever the customer's is now.
    expect(fetch.last.headers['accept-language']).toBe('es');
  });
  it('stories and story go to the content service, in the key’s language', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    await fetchRead(['stories', 'en-US', '', { startsWith: 'about/' }]);
    expect(fetch.last.url).toMatch(/^\/cms\/stories\?starts_with=about%2F/);
    expect(fetch.last.url).not.toMatch(/language=/);
    await fetchRead(['story', 'es', '', 'about']);
    expect(fetch.last.url).toMatch(/^\/cms\/stories\/about\?language=es&/);
  });
});

describe('a read that fails', () => {
  it.each<[ReadName, unknown[]]>([
    ['loyalty', []],
    ['offers', []],
    ['payments', []],
    ['addresses', []],
    ['recentOrders', []],
    // The way back leaves out the past orders whose restaurants it cannot read.
    ['menuRestaurants', [[500]]],
    ['favouriteOrders', []],
    // The confirmation says an order is not found, or could not be read, on its own.
    ['order', ['o1']],
    // The careers page leaves out its jobs pages, and its search still works.
    ['stories', [{ startsWith: 'global/jobs/' }]],
  ])(
    '%s: its readers say so themselves, with a retry; no §8 banner says it twice',
    async (name, args) => {
      const showErrors = jest.fn();
      setRequestHooks({ showErrors });
      mockFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
      await expect(
        fetchRead([name, 'en-US', '42', ...(args as ReadArgs<typeof name>)] as never),
      ).rejects.toBeDefined();
      expect(showErrors).not.toHaveBeenCalled();
    },
  );
  it.each<[ReadName, unknown[]]>([
    ['menu', [1]],
    ['user', []],
  ])('%s: the §8 banner says so', async (name, args) => {
    const showErrors = jest.fn();
    setRequestHooks({ showErrors });
    mockFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    await expect(
      fetchRead([name, 'en-US', '42', ...(args as ReadArgs<typeof name>)] as never),
    ).rejects.toBeDefined();
    expect(showErrors).toHaveBeenCalledWith(['Service unavailable']);
  });
});

describe('useRead', () => {
  function Menu({ id }: { id: number | null }) {
    const { data } = useRead('menu', id === null ? null : [id]);
    return <p>{data ? `menu ${data.id}` : 'waiting'}</p>;
  }
  function Payments() {
    const { data } = useRead('payments', []);
    return <p>{data ? `${data.length} cards` : 'no cards'}</p>;
  }
  const fresh = (children: React.ReactNode) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );

  it('reads through SWR, and waits while its arguments are null', async () => {
    createAppState();
    const fetch = mockFetch(() => ({ body: { id: 5, categories: [] } }));
    const { rerender } = render(fresh(<Menu id={null} />));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    rerender(fresh(<Menu id={5} />));
    await waitFor(() => expect(screen.getByText('menu 5')).toBeInTheDocument());
  });

  it('reads member data only for a signed-in member', async () => {
    createAppState();
    setRequestHooks({ tokens: () => TEST_TOKENS });
    const fetch = mockFetch(() => ({ body: [{ account: { id: 1 } }] }));
    const { unmount } = render(fresh(<Payments />));
    expect(screen.getByText('no cards')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    unmount();
    createAppState({ token: TEST_TOKENS });
    render(fresh(<Payments />));
    await waitFor(() => expect(screen.getByText('1 cards')).toBeInTheDocument());
    expect(fetch.last.headers['x-ordering-token']).toBe('ordering-token');
  });

  it('reads again in the other language after a switch, and keeps each language’s answer', async () => {
    createAppState();
    const fetch = mockFetch((call) => ({
      body: { id: 6, categories: [], name: call.headers['accept-language'] },
    }));
    function Named() {
      const { data } = useRead('menu', [6]);
      return <p>{data ? `menu ${data.name}` : 'waiting'}</p>;
    }
    render(fresh(<Named />));
    await waitFor(() => expect(screen.getByText('menu en-US')).toBeInTheDocument());
    act(() => actions.setLanguage('es'));
    await waitFor(() => expect(screen.getByText('menu es')).toBeInTheDocument());
    expect(fetch.calls).toHaveLength(2);
  });

  it('takes the answer of a read preloaded before it rendered, without asking again', async () => {
    createAppState();
    const fetch = mockFetch(() => ({ body: { id: 77, categories: [] } }));
    // SWR keeps preloads in its default cache: this test uses it, with a menu no other test reads.
    preloadRead('menu', 77);
    expect(fetch.calls).toHaveLength(1);
    render(<Menu id={77} />);
    await waitFor(() => expect(screen.getByText('menu 77')).toBeInTheDocument());
    expect(fetch.calls).toHaveLength(1);
  });
});
