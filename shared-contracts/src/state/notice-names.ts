import { getMenuProduct } from '../api/menus';
import type { NoticeItem } from '../types/box-notice';
import { appState } from './app-state';

const productKey = ({ product }: NoticeItem) => `${product.menu}/${product.id}`;

/**
 * §4.11: the items the box's notices name, read again in the customer's language, each as its
 * product on the menu it was on (a restaurant left it out: it is on no menu the page holds). A
 * name that cannot be read again stays as it was said.
 */
export async function readNoticesAgain(): Promise<void> {
  const { language, boxNotices } = appState();
  const products = new Map(
    boxNotices
      .flatMap((notice) => ('items' in notice ? notice.items : []))
      .map((item) => [productKey(item), item.product] as const),
  );
  const read = await Promise.all(
    [...products].map(([key, { menu, id }]) =>
      getMenuProduct(menu, id, { mode: 'suppress', language }).then(
        (product) => [key, product.name] as const,
        () => [key, null] as const,
      ),
    ),
  );
  const state = appState();
  if (state.language !== language) return;
  const names = new Map(read);
  const renamed = <T extends NoticeItem>(item: T): T => ({
    ...item,
    name: names.get(productKey(item)) ?? item.name,
  });
  state.boxNotices = state.boxNotices.map((notice) => {
    if (notice.kind === 'not-made-here') return { ...notice, items: notice.items.map(renamed) };
    if (notice.kind === 'reordered') return { ...notice, items: notice.items.map(renamed) };
    return notice;
  });
}
