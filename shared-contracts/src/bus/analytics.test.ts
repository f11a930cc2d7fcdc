import { aLine, aLocation } from '../testing/fixtures';
import { ANALYTICS_EVENTS } from './analytics-events';
import { analyticsEvent, analyticsItem, forwardAnalytics } from './analytics';
import { bus } from './bus';

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

  it('carry item id, name, price, quantity, list and category', () => {
    expect(analyticsItem(aLine(), { list: 'cart', category: 'Biscuits' })).toEqual({
      item_id: '77',
      item_name: 'Cajun Filet Biscuit',
      price: 4.99,
      quantity: 2,
      item_list_name: 'cart',
      item_category: 'Biscuits',
    });
    expect(analyticsItem(aLine({ quantity: 0 })).price).toBe(0);
  });

  it('carry the location name and code, the value and currency USD', () => {
    const items = [
      analyticsItem(aLine()),
      analyticsItem(aLine({ quantity: 1, cost: { total: 0.1 } })),
    ];
    expect(analyticsEvent(items, aLocation())).toEqual({
      currency: 'USD',
      value: 10.08,
      items,
      location_name: 'Raleigh - Glenwood',
      location_code: '12',
    });
    expect(analyticsEvent([], null)).toEqual({ currency: 'USD', value: 0, items: [] });
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
