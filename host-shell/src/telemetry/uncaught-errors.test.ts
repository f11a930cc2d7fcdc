jest.mock('./reporter', () => ({ reportRemoteError: jest.fn() }));
import { noteLoadedRemote } from './loaded-remotes';
import { reportRemoteError } from './reporter';
import { watchUncaughtErrors } from './uncaught-errors';

describe('errors no boundary caught', () => {
  beforeAll(() => {
    noteLoadedRemote('careers', '1.0.0', '/remotes/careers/1.0.0/mf-manifest.json');
    watchUncaughtErrors();
  });
  beforeEach(() => (reportRemoteError as jest.Mock).mockClear());

  it('are reported for the remote whose file threw', () => {
    window.dispatchEvent(
      new ErrorEvent('error', { filename: `${location.origin}/remotes/careers/1.0.0/77.js` }),
    );
    expect(reportRemoteError).toHaveBeenCalledWith('uncaught-error', 'careers');
  });

  it('are reported for the remote a rejection’s stack names, and for none of the host’s', () => {
    const rejected = new Error('no jobs');
    rejected.stack = `Error: no jobs\n    at list (${location.origin}/remotes/careers/1.0.0/12.js:1:1)`;
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = rejected;
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { filename: `${location.origin}/942.js` }));
    expect((reportRemoteError as jest.Mock).mock.calls).toEqual([
      ['uncaught-error', 'careers'],
      ['uncaught-error', undefined],
    ]);
  });
});
