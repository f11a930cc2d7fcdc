/** §7.5 one item of an analytics event (data-layer ecommerce names). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  /** The list the item was chosen from (for example a menu category page or 'cart'). */
  item_list_name?: string;
  item_category?: string;
}

/** §7.5 payload of every analytics event. */
export interface AnalyticsEvent {
  currency: 'USD';
  value: number;
  items: AnalyticsItem[];
  location_name?: string;
  /** The restaurant's id. */
  location_code?: string;
}

/** §7.5 the customer-engagement event Add_Product_To_Cart. */
export interface AddProductToCartEvent {
  product: string;
  /** Items in the box after the add. */
  cart_items: number;
  cost: number;
  channel: 'Catering' | 'Mealtime';
}

/** §4.8 the marketing-platform user attribute Recent_Location. */
export interface RecentLocationAttribute {
  id: number;
  menu_id: number;
}
