import type { ComponentType, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    load.mockResolvedValue({ pages: { careers: Careers } });
    render(area(({ pages }) => <pages.careers />));
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
    load.mockRejectedValueOnce(new RemoteUnavailableError('careers', 'offline'));
    load.mockResolvedValueOnce({ pages: { careers: Careers } });
    render(area(({ pages }) => <pages.careers />));
    expect(
      await screen.findByText('This part of the site is not available right now.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(forgetRemote).toHaveBeenCalledWith('careers');
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
  });

  it('catches a render error inside the area and offers a retry', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    load.mockResolvedValue({ pages: { careers: Broken } });
    render(area(({ pages }) => <pages.careers />));
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
    load.mockResolvedValueOnce({ pages: { careers: Broken } });
    load.mockReturnValueOnce(new Promise<CareersPages>((resolve) => (mend = resolve)));
    render(area(({ pages }) => <pages.careers />));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const thrown = rendered.length;
    await userEvent.click(retry);
    // While the fresh copy loads, the area says so; the broken page is not tried again.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    mend({ pages: { careers: Mended } });
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(rendered.slice(thrown)).toEqual(['mended']);
  });

  it('shows the §2.11 page when a page says it has nothing to show (404)', async () => {
    const Missing = () => {
      throw Object.assign(new Error('missing'), { status: 404 });
    };
    load.mockResolvedValue({ pages: { careers: Missing } });
    render(area(({ pages }) => <pages.careers />));
    expect(
      await screen.findByRole('heading', { name: 'Whoops! You flew the coop.' }),
    ).toBeInTheDocument();
    // A page's answer, not the remote's failure: nothing for the canary's judge.
    expect(reportRemoteError).not.toHaveBeenCalled();
  });

  it('design rule 4: refuses a remote built for another contract major, visibly and without retry', async () => {
    load.mockRejectedValue(new ContractMismatchError('careers', 2, 1));
    render(area(({ pages }) => <pages.careers />));
    expect(
      await screen.findByText(
        'This part of the site is being updated. Please come back in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
