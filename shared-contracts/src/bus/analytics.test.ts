import { aLine, aLocation } from '../testing/fixtures';
import { analyticsEvent, analyticsItem } from './analytics';

describe('§7.5 analytics events', () => {
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
