import {
  analyticsEvent,
  bus,
  boxQuantity,
  engagementChannel,
  type Channel,
  type Location,
  type Order,
} from '@qsr/shared-contracts';

/** §4.6, §7.5: a product added to the box raises add_to_cart and Add_Product_To_Cart. */
export function emitProductAdded(added: {
  product: { id: number; name: string };
  category?: string;
  list: string;
  quantity: number;
  /** The price of one, with its choices. */
  price: number;
  order: Order;
  location: Pick<Location, 'id' | 'name'> | null;
  channel: Channel;
}): void {
  bus.emit(
    'analytics:add_to_cart',
    analyticsEvent(
      [
        {
          item_id: String(added.product.id),
          item_name: added.product.name,
          price: added.price,
          quantity: added.quantity,
          item_list_name: added.list,
          ...(added.category ? { item_category: added.category } : {}),
        },
      ],
      added.location,
    ),
  );
  bus.emit('engagement:Add_Product_To_Cart', {
    product: added.product.name,
    cart_items: boxQuantity(added.order),
    cost: added.order.totals.total,
    channel: engagementChannel(added.channel),
  });
}
