import {
  actions,
  isLocation,
  isMenu,
  menuIdFor,
  pageRoute,
  renderedState,
  requestRestaurant,
  takeRemoteFirstScreenData,
  type AppState,
  type Channel,
  type FirstScreenPage,
  type FirstScreenRead,
  type Language,
  type Location,
  type Menu,
} from '@qsr/shared-contracts';
import type { Snapshot } from 'valtio';

/**
 * The pages whose first screen the server renders: the menu, whole or one category, and a
 * product's page (§4.2), all from the restaurant's menu.
 */
const MENU_PAGES = new Set(['menu', 'menu-mid', 'menu-product']);

/** What the menu's first screen showed, from which the page starts in the browser. */
export interface MenuFirstScreen {
  pathname: string;
  channel: Channel;
  language: Language;
  /** The restaurant it is the menu of; null: the channel's default menu. */
  location: Location | null;
  /** In the page's language. */
  menu: Menu;
}

const isMenuPage = (pathname: string) => MENU_PAGES.has(pageRoute(pathname)?.id ?? '');

const read = (path: string): FirstScreenRead => ({ service: 'ordering', path });

/**
 * What the menu's first screen needs: the chosen restaurant (the cookie names it) and then its
 * menu, or the channel's default menu for a visitor who has chosen none. A restaurant the
 * ordering API does not know has no first screen: the browser knows better what to show.
 */
export function menuReads(
  page: FirstScreenPage,
  answers: readonly unknown[],
): FirstScreenRead[] | null {
  if (!isMenuPage(page.pathname)) return null;
  const restaurant = requestRestaurant(page.cookies);
  if (restaurant === undefined) return [read(`menus/${menuIdFor(page.channel, null)}`)];
  const restaurantRead = read(`locations/${restaurant}`);
  if (answers.length === 0) return [restaurantRead];
  const [location] = answers;
  if (!isLocation(location)) return null;
  return [restaurantRead, read(`menus/${menuIdFor(page.channel, location)}`)];
}

/** The restaurant and the menu from the answers to `menuReads`; throws on an unknown shape. */
export function menuAnswers(answers: readonly unknown[]): {
  location: Location | null;
  menu: Menu;
} {
  const location = answers.length > 1 ? answers[0] : null;
  const menu = answers[answers.length - 1];
  if ((location !== null && !isLocation(location)) || !isMenu(menu))
    throw new Error('The ordering API answered the menu’s first screen in an unknown shape.');
  return { location, menu };
}

/** The state the menu's first screen was rendered from, and its hydration reads. */
export const menuRenderedState = ({
  channel,
  language,
  location,
  menu,
}: MenuFirstScreen): Snapshot<AppState> => renderedState({ channel, language, location }, { menu });

const isMenuFirstScreen = (data: unknown, pathname: string): data is MenuFirstScreen => {
  const { location, menu, ...page } = (data ?? {}) as Partial<MenuFirstScreen>;
  return (
    page.pathname === pathname &&
    (page.channel === 'default' || page.channel === 'catering') &&
    (location === null || isLocation(location)) &&
    isMenu(menu) &&
    menu.language === page.language
  );
};

/**
 * The state the server's first screen of the page was rendered from, for the page to hydrate
 * it; null when it was rendered for another page, or there is none. Its menu is kept in the
 * state as if loaded now (when it is the menu of the customer's restaurant), so that the page
 * shows it at once rather than after a load, as the server did. Once, for the page the server
 * rendered.
 */
export async function menuFirstScreenState(
  doc: Document,
  pathname: string,
): Promise<Snapshot<AppState> | null> {
  const data = await takeRemoteFirstScreenData(doc, 'menuCart');
  if (!isMenuFirstScreen(data, pathname)) return null;
  actions.keepMenu(data.menu);
  return menuRenderedState(data);
}
