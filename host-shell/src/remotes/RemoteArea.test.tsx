import type { ComponentType, ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hostStrings } from '../i18n/strings';
import { RemoteArea } from './RemoteArea';
import { ContractMismatchError, RemoteUnavailableError } from './remote-failure';
import { forgetRemote, loadRemoteModule, loadedRemoteModule } from './remote-loader';
import { reportRemoteError } from '../telemetry/reporter';

jest.mock('./remote-loader', () => ({
  loadRemoteModule: jest.fn(),
  loadedRemoteModule: jest.fn(),
  forgetRemote: jest.fn(),
}));
jest.mock('../telemetry/reporter', () => ({ reportRemoteError: jest.fn() }));
const load = loadRemoteModule as jest.Mock;
const loaded = loadedRemoteModule as jest.Mock;

/**
 * The loader's answers, one load each: like the loader, the same promise until the remote is
 * forgotten (a failed load, a retry), then the next; what has loaded is there at once.
 */
function loads(...answers: Array<Promise<unknown>>) {
  let pending: Promise<unknown> | undefined;
  let ready: unknown;
  const forget = (error: unknown) => {
    pending = undefined;
    throw error;
  };
  load.mockImplementation(
    () => (pending ??= answers.shift()?.then((module) => (ready = module), forget)),
  );
  loaded.mockImplementation(() => ready);
  (forgetRemote as jest.Mock).mockImplementation(() => {
    pending = undefined;
    ready = undefined;
  });
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { host: hostStrings['en-US'] } },
    defaultNS: 'host',
  });
});

beforeEach(() => {
  load.mockReset();
  (reportRemoteError as jest.Mock).mockClear();
  loaded.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

type CareersPages = { pages: { careers: ComponentType } };

/** Renders, and lets the loader's settled answers reach React (`use` waits on them). */
async function show(ui: ReactNode) {
  await act(async () => {
    render(ui);
  });
}

function area(render_: (module: CareersPages) => ReactNode) {
  return (
    <MemoryRouter>
      <RemoteArea
        remote="careers"
        module="./routes"
        loading={<p>loading</p>}
        render={render_ as never}
      />
    </MemoryRouter>
  );
}

const Careers = () => <h1>Careers</h1>;

describe('design rule 5: remote failure stays in its area', () => {
  it('renders the remote once loaded', async () => {
    loads(Promise.resolve({ pages: { careers: Careers } }));
    await show(area(({ pages }) => <pages.careers />));
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
  });

  it('renders a module the page has loaded already in its first render, with no loading state', () => {
    loaded.mockReturnValue({ pages: { careers: Careers } });
    render(area(({ pages }) => <pages.careers />));
    expect(screen.getByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a fallback with a retry when the remote cannot load, and retries', async () => {
    loads(
      Promise.reject(new RemoteUnavailableError('careers', 'offline')),
      Promise.resolve({ pages: { careers: Careers } }),
    );
    await show(area(({ pages }) => <pages.careers />));
    expect(
      await screen.findByText('This part of the site is not available right now.'),
    ).toBeInTheDocument();
    // Settled on its fallback: no longer busy.
    expect(document.querySelector('[data-remote-area]')).toHaveAttribute('aria-busy', 'false');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(forgetRemote).toHaveBeenCalledWith('careers');
    // The loader reports a failed load; the area reports only what failed to render.
    expect(reportRemoteError).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
  });

  it('catches a render error inside the area and offers a retry', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    loads(Promise.resolve({ pages: { careers: Broken } }));
    await show(area(({ pages }) => <pages.careers />));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reportRemoteError).toHaveBeenCalledWith('render-error', 'careers');
  });

  it('a retry after a render error renders only the module loaded afresh, not the one that threw', async () => {
    const rendered: string[] = [];
    const Broken = () => {
      rendered.push('broken');
      throw new Error('render failed');
    };
    const Mended = () => {
      rendered.push('mended');
      return <h1>Careers</h1>;
    };
    let mend: (module: CareersPages) => void = () => undefined;
    loads(
      Promise.resolve({ pages: { careers: Broken } }),
      new Promise<CareersPages>((resolve) => (mend = resolve)),
    );
    await show(area(({ pages }) => <pages.careers />));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const thrown = rendered.length;
    await act(async () => {
      fireEvent.click(retry);
    });
    // While the fresh copy loads, the area says so; the broken page is not tried again.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await act(async () => mend({ pages: { careers: Mended } }));
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(rendered.slice(thrown)).toEqual(['mended']);
  });

  it('shows the §2.11 page when a page says it has nothing to show (404)', async () => {
    const Missing = () => {
      throw Object.assign(new Error('missing'), { status: 404 });
    };
    loads(Promise.resolve({ pages: { careers: Missing } }));
    await show(area(({ pages }) => <pages.careers />));
    expect(
      await screen.findByRole('heading', { name: 'Whoops! You flew the coop.' }),
    ).toBeInTheDocument();
    // A page's answer, not the remote's failure: nothing for the canary's judge.
    expect(reportRemoteError).not.toHaveBeenCalled();
  });

  it('design rule 4: refuses a remote built for another contract major, visibly and without retry', async () => {
    loads(Promise.reject(new ContractMismatchError('careers', 2, 1)));
    await show(area(({ pages }) => <pages.careers />));
    expect(
      await screen.findByText(
        'This part of the site is being updated. Please come back in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
