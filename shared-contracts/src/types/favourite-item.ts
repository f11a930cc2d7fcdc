/**
 * A product the customer keeps as a favourite, on this device: its sku finds it on any
 * restaurant's menu (the menu's deep link), its name is how it read when it was saved.
 */
export interface FavouriteItem {
  sku: string;
  name: string;
}
