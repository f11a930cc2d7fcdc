// A remote's page after the server's first screen is hydrated: the end of the hydration
// re-renders every reader of the state in one blocking render, which must not carry a whole page.
import '../first-screen/server-in-jsdom';
import { useLayoutEffect } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useHydrating } from '@qsr/shared-contracts';
import { hostStrings } from '../i18n/strings';
import { RemoteArea } from './RemoteArea';
import { loadedRemoteModule } from './remote-loader';

jest.mock('./remote-loader', () => ({
  loadRemoteModule: jest.fn(),
  loadedRemoteModule: jest.fn(),
  forgetRemote: jest.fn(),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { host: hostStrings['en-US'] } },
    defaultNS: 'host',
    showSupportNotice: false,
  });
});

const Careers = () => <h1>Careers</h1>;

/** Notes, in the commit where the hydration has ended, whether the page is there already. */
function HydrationEnd({ seen }: { seen: (pageThere: boolean) => void }) {
  const hydrating = useHydrating();
  useLayoutEffect(() => {
    if (!hydrating) seen(document.querySelector('h1') !== null);
  }, [hydrating, seen]);
  return null;
}

let root: Root | null = null;
afterEach(() => act(() => root?.unmount()));

it("mounts a loaded remote's page in a render after the hydration's end, not in it", async () => {
  const seen = jest.fn();
  const page = (
    <MemoryRouter>
      <HydrationEnd seen={seen} />
      <RemoteArea
        remote="careers"
        module="./routes"
        loading={<p>loading</p>}
        render={(({ pages }: { pages: { careers: typeof Careers } }) => <pages.careers />) as never}
      />
    </MemoryRouter>
  );
  // The server drew the loading state; the browser has the module already (preloaded at start).
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  expect(container.textContent).toBe('loading');
  (loadedRemoteModule as jest.Mock).mockReturnValue({ pages: { careers: Careers } });

  await act(async () => {
    root = hydrateRoot(container, page);
  });

  expect(seen).toHaveBeenCalledWith(false);
  expect(seen).not.toHaveBeenCalledWith(true);
  expect(container.querySelector('h1')?.textContent).toBe('Careers');
  expect(container.textContent).not.toContain('loading');
});
