jest.mock('./reporter', () => ({ report: jest.fn() }));
import { report } from './reporter';
import { noteLoadedRemote } from './loaded-remotes';
import { areaOf, reportVital } from './vitals';

describe('web vitals, each for the remote that owns it', () => {
  beforeAll(() =>
    noteLoadedRemote('menuCart', '1.2.0', '/remotes/menuCart/1.2.0/mf-manifest.json'),
  );
  beforeEach(() => (report as jest.Mock).mockClear());

  it('names the remote area an element or a text node is in, or none', () => {
    document.body.innerHTML =
      '<header><a id="logo">Home</a></header>' +
      '<div data-remote-area="menuCart"><p id="card">Biscuit</p></div>';
    expect(areaOf(document.getElementById('card'))).toBe('menuCart');
    expect(areaOf(document.getElementById('card')?.firstChild ?? null)).toBe('menuCart');
    expect(areaOf(document.getElementById('logo'))).toBe('');
    expect(areaOf(null)).toBe('');
  });

  it('reports a vital for the remote and version this page loaded, or for none', () => {
    reportVital('INP', 180, 'menuCart');
    reportVital('LCP', 1200, '');
    reportVital('CLS', 0.01, 'careers');
    expect((report as jest.Mock).mock.calls.map(([event]) => event)).toEqual([
      { kind: 'vital', name: 'INP', value: 180, remote: 'menuCart', version: '1.2.0' },
      { kind: 'vital', name: 'LCP', value: 1200 },
      { kind: 'vital', name: 'CLS', value: 0.01 },
    ]);
  });

  it('keeps a value within what the BFF takes (a tab left open for minutes)', () => {
    reportVital('LCP', 95_000, 'menuCart');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ name: 'LCP', value: 60_000 }));
  });
});
