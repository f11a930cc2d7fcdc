import { loadRemoteModule } from './remote-loader';
import { startRouteRemote } from './start-route-remote';

// The unit under test decides what to start; the loader itself is tested on its own.
jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

describe('the route remote, started with the site', () => {
  beforeEach(() => load.mockReset().mockResolvedValue({} as never));

  it("starts loading the owning remote's ./routes for a remote's route", () => {
    startRouteRemote('/menu');
    startRouteRemote('/order/checkout');
    expect(load.mock.calls).toEqual([
      ['menuCart', './routes'],
      ['checkout', './routes'],
    ]);
  });

  it("starts nothing for the host's home page or an unknown path", () => {
    startRouteRemote('/');
    startRouteRemote('/no-such-page/at/all');
    startRouteRemote('/careers/%E0%A4%A');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the page (no unhandled rejection), and settles all the same', async () => {
    load.mockRejectedValue(new Error('offline'));
    await expect(startRouteRemote('/about')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledWith('marketing', './routes');
  });

  it('settles when the load has ended, or at once without a remote', async () => {
    let finish: (module: never) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const settled = jest.fn();
    void startRouteRemote('/menu').then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    finish({} as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toHaveBeenCalled();
    await expect(startRouteRemote('/')).resolves.toBeUndefined();
  });
});
