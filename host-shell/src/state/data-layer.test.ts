import { windowDataLayer } from './data-layer';

describe('§7.5 the data layer analytics go to', () => {
  it("is the page's window.dataLayer, created when missing", () => {
    const win = {} as Window & { dataLayer?: object[] };
    const layer = windowDataLayer(win);
    expect(win.dataLayer).toBe(layer);
    expect(windowDataLayer(win)).toBe(layer);
  });
});
