import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState, setRequestHooks, type AppState } from '@qsr/shared-contracts';
import { followTotalsOf } from '@qsr/shared-contracts/testing';
import { initTestI18n } from '../../tooling/testing/remote-pages';
import { OrderConfirmationDialog } from './confirmation-dialog/OrderConfirmationDialog';
import './strings';

function Url() {
  const location = useLocation();
  return <div data-testid="url">{`${location.pathname}${location.search}`}</div>;
}

/**
 * A checkout page as the default layout has it: the page and the host-placed confirmation
 * dialog, over a fresh state (whose tip and round-up follow its totals, as the host's boot has
 * them), SWR cache and router.
 */
export async function renderCheckout(
  page: ReactElement,
  { state = {}, url = '/order/checkout', language = 'en-US' as 'en-US' | 'es' } = {} as {
    state?: Partial<AppState>;
    url?: string;
    language?: 'en-US' | 'es';
  },
) {
  await initTestI18n(language);
  const appState = createAppState({ language, ...state });
  followTotalsOf(appState);
  // The API's messages are read in the page's language, as the host's hooks do.
  setRequestHooks({ tokens: () => appState.token, language: () => appState.language });
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <OrderConfirmationDialog />
          <Url />
        </MemoryRouter>
      </SWRConfig>,
    );
  });
  return { ...(view as ReturnType<typeof render>), appState };
}
