import type { Snapshot } from 'valtio';
import { getMenuProduct } from '../api/menus';
import type { BoxNotice, NoticeItem } from '../types/box-notice';
import { appState } from './app-state';

const sameNotice = (a: Snapshot<BoxNotice>, b: Snapshot<BoxNotice>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Says a change to the box the customer did not see happen (once: the same notice is not doubled). */
export function sayInBox(notice: BoxNotice): void {
  const state = appState();
  state.boxNotices = [...state.boxNotices.filter((said) => !sameNotice(said, notice)), notice];
}

/** Forgets the notices of one kind: the customer has acted on what they said. */
export function forgetBoxNotices(kind: BoxNotice['kind']): void {
  const state = appState();
  if (state.boxNotices.some((said) => said.kind === kind)) {
    state.boxNotices = state.boxNotices.filter((said) => said.kind !== kind);
  }
}

const productKey = ({ product }: NoticeItem) => `${product.menu}/${product.id}`;

/**
 * §4.11: the items the box's notices name, read again in the customer's language, each as its
 * product on the menu it was on (a restaurant left it out: it is on no menu the page holds). A
 * name that cannot be read again stays as it was said.
 */
export async function readNoticesAgain(): Promise<void> {
  const { language, boxNotices } = appState();
  const items = boxNotices.flatMap((notice) => ('items' in notice ? notice.items : []));
  const keys = [...new Set(items.map(productKey))];
  if (keys.length === 0) return;
  const read = await Promise.all(
    keys.map((key) => {
      const [menu, id] = key.split('/').map(Number) as [number, number];
      return getMenuProduct(menu, id, { mode: 'suppress', language }).then(
        (product) => [key, product.name] as const,
        () => [key, null] as const,
      );
    }),
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

export const boxNoticeActions = {
  /** The customer has read it (the notice as a page read it from the state). */
  dismissBoxNotice(notice: Snapshot<BoxNotice>): void {
    const state = appState();
    state.boxNotices = state.boxNotices.filter((said) => !sameNotice(said, notice));
  },
};
