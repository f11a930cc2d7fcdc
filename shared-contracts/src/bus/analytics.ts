import type { Location } from '../types/location';
import type { CartProduct } from '../types/order';
import type { AnalyticsEvent, AnalyticsItem } from './analytics-events';

/** §7.5 the analytics item of a box line: its price is the line total per unit. */
export function analyticsItem(
  line: Pick<CartProduct, 'product_id' | 'name' | 'quantity' | 'cost'>,
  context: { list?: string; category?: string; quantity?: number } = {},
): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: String(line.product_id),
    item_name: line.name,
    price: line.quantity > 0 ? Math.round((line.cost.total / line.quantity) * 100) / 100 : 0,
    quantity: context.quantity ?? line.quantity,
  };
  if (context.list) item.item_list_name = context.list;
  if (context.category) item.item_category = context.category;
  return item;
}

/** §7.5 an analytics payload: the items, their value, the location and currency USD. */
export function analyticsEvent(
  items: AnalyticsItem[],
  location: Pick<Location, 'id' | 'name'> | null,
): AnalyticsEvent {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  const event: AnalyticsEvent = { currency: 'USD', value: cents / 100, items };
  if (location) {
    event.location_name = location.name;
    event.location_code = String(location.id);
  }
  return event;
}
