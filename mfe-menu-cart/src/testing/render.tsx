import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState, setRequestHooks, type AppState } from '@qsr/shared-contracts';
import { followTotalsOf } from '@qsr/shared-contracts/testing';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import '../strings';

/** Where the router is, for tests that follow a navigation. */
function Path() {
  const { pathname, search } = useLocation();
  return <div data-testid="path">{pathname + search}</div>;
}

/**
 * Renders with a fresh shared state (whose tip and round-up follow its totals, as the host's boot
 * has them), the router at `path`, and an SWR cache of its own.
 */
export async function renderWithState(
  ui: ReactElement,
  { state = {}, path = '/menu', language = 'en-US' as const } = {} as {
    state?: Partial<AppState>;
    path?: string;
    language?: 'en-US' | 'es';
  },
) {
  await initTestI18n(language);
  const appState = createAppState(state);
  followTotalsOf(appState);
  // The API's messages are read in the page's language, as the host's hooks do.
  setRequestHooks({ tokens: () => appState.token, language: () => appState.language });
  let result: RenderResult | undefined;
  // The menu and upsell reads settle inside act, so a test starts from a quiet page.
  await act(async () => {
    result = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Path />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    );
  });
  return { ...(result as RenderResult), appState };
}
