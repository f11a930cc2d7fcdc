import { analyticsEvent, analyticsItem, bus } from '@qsr/shared-contracts';
import { aLine, aLocation } from '@qsr/shared-contracts/testing';
import { ANALYTICS_EVENTS, forwardAnalytics, windowDataLayer } from './data-layer';

describe('§7.5 the data layer analytics go to', () => {
  it("is the page's window.dataLayer, created when missing", () => {
    const win = {} as Window & { dataLayer?: object[] };
    const layer = windowDataLayer(win);
    expect(win.dataLayer).toBe(layer);
    expect(windowDataLayer(win)).toBe(layer);
  });
});

describe('§7.5 analytics events', () => {
  it('are view_cart, add_to_cart, remove_from_cart, begin_checkout and select_location', () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'view_cart',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'select_location',
    ]);
  });
});

describe('§7.5 forwarding analytics to the data layer', () => {
  it('pushes each analytics topic as a data-layer event, clearing ecommerce first', () => {
    const dataLayer: object[] = [];
    const stop = forwardAnalytics(dataLayer);
    const payload = analyticsEvent([analyticsItem(aLine())], aLocation());
    bus.emit('analytics:view_cart', payload);
    bus.emit('analytics:begin_checkout', payload);
    bus.emit('box:open');
    stop();
    bus.emit('analytics:add_to_cart', payload);
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_cart', ecommerce: payload },
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: payload },
    ]);
  });
});
