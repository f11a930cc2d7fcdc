import type { RemoteName } from '../remotes/remote-names';

/** Who renders a route: the host itself, or one remote (docs/architecture.md, Packages). */
export type RouteOwner = 'host' | RemoteName;

export interface RouteDefinition {
  /** Stable id; the spec's route names (order, menu, order-product, order-checkout, account-login) are kept. */
  id: string;
  /** A react-router path pattern of §2.1. */
  path: string;
  owner: RouteOwner;
  /** §2.2: pages in the minimal layout show content and loader only. */
  layout?: 'default' | 'minimal';
  /** Extra check on the params a pattern cannot express; false means "no such page" (404). */
  accepts?: (params: Record<string, string | undefined>) => boolean;
}

/** The owner and id of the `/welcometo{product}/{slug?}` route: the product is part of the segment. */
const isWelcomePage = (params: Record<string, string | undefined>) =>
  /^welcometo[a-z0-9-]+$/i.test(params.welcome ?? '');

/** Every route of §2.1, mapped to its owner. */
export const ROUTES = [
  { id: 'home', path: '/', owner: 'host' },

  { id: 'about', path: '/about', owner: 'marketing' },
  { id: 'about-chicken-scoop', path: '/about/chicken-scoop/:slug?', owner: 'marketing' },
  { id: 'about-page', path: '/about/:slug', owner: 'marketing' },
  { id: 'biscuit-month', path: '/biscuit-month', owner: 'marketing' },
  { id: 'bo-time-moments', path: '/bo-time-moments/:slug?', owner: 'marketing' },
  { id: 'chickenverse', path: '/chickenverse/:slug?', owner: 'marketing' },
  { id: 'expansion-menu', path: '/expansion-menu', owner: 'marketing' },
  { id: 'expansion-menu-items', path: '/expansion-menu/items', owner: 'marketing' },
  { id: 'expansion-menu-item', path: '/expansion-menu/items/:item', owner: 'marketing' },
  { id: 'foundation', path: '/foundation/:slug?', owner: 'marketing' },
  { id: 'franchising', path: '/franchising/:slug?', owner: 'marketing' },
  { id: 'in-the-community', path: '/in-the-community', owner: 'marketing' },
  { id: 'media-resources', path: '/media-resources', owner: 'marketing' },
  { id: 'news-and-community', path: '/news-and-community/:slug?', owner: 'marketing' },
  { id: 'refund', path: '/refund', owner: 'marketing' },
  { id: 'search', path: '/search', owner: 'marketing' },
  { id: 'technical-support', path: '/technical-support', owner: 'marketing' },
  { id: 'welcome', path: '/:welcome/:slug?', owner: 'marketing', accepts: isWelcomePage },
  { id: 'content-page', path: '/:slug', owner: 'marketing' },

  { id: 'account', path: '/account', owner: 'account' },
  { id: 'account-complete', path: '/account/complete', owner: 'account' },
  { id: 'account-inbox', path: '/account/inbox', owner: 'account' },
  { id: 'account-login', path: '/account/login', owner: 'account' },
  {
    id: 'account-oauthcallback',
    path: '/account/oauthcallback',
    owner: 'account',
    layout: 'minimal',
  },
  { id: 'account-order-history', path: '/account/order-history', owner: 'account' },
  { id: 'account-password-reset', path: '/account/password-reset', owner: 'account' },
  { id: 'account-payments', path: '/account/payments', owner: 'account' },
  { id: 'account-reset-password', path: '/account/reset-password', owner: 'account' },
  { id: 'account-settings', path: '/account/settings', owner: 'account' },
  { id: 'account-signup', path: '/account/signup', owner: 'account' },
  { id: 'account-verify', path: '/account/verify', owner: 'account' },
  { id: 'account-page', path: '/account/:slug', owner: 'account' },
  { id: 'offers', path: '/offers', owner: 'account' },
  { id: 'app-signin', path: '/app/signin', owner: 'account', layout: 'minimal' },
  { id: 'messaging-test', path: '/messaging/test', owner: 'account' },

  { id: 'menu', path: '/menu', owner: 'menuCart' },
  { id: 'menu-nutrition', path: '/menu/nutrition', owner: 'menuCart' },
  { id: 'menu-product', path: '/menu/product', owner: 'menuCart' },
  { id: 'menu-mid', path: '/menu/:mid', owner: 'menuCart' },
  { id: 'order', path: '/order', owner: 'menuCart' },
  { id: 'order-product', path: '/order/product', owner: 'menuCart' },
  // Group orders (beyond the spec): the host's panel on their box, and a guest's link.
  { id: 'order-group', path: '/order/group', owner: 'menuCart' },
  { id: 'group', path: '/group/:token', owner: 'menuCart' },

  { id: 'locations', path: '/locations', owner: 'locator' },
  { id: 'order-location', path: '/order/location', owner: 'locator' },
  { id: 'order-type', path: '/order/type', owner: 'locator' },

  { id: 'order-checkout', path: '/order/checkout', owner: 'checkout' },
  { id: 'order-confirm', path: '/order/confirm', owner: 'checkout' },
  { id: 'app-confirm', path: '/app/confirm', owner: 'checkout', layout: 'minimal' },
  { id: 'app-payment', path: '/app/payment', owner: 'checkout', layout: 'minimal' },

  { id: 'careers', path: '/careers', owner: 'careers' },
  { id: 'positions', path: '/positions', owner: 'careers' },
  { id: 'positions-info', path: '/positions/info', owner: 'careers' },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** The ids of the routes one owner renders. */
export type RouteIdOf<O extends RouteOwner> = Extract<(typeof ROUTES)[number], { owner: O }>['id'];

export function routesOf(owner: RouteOwner): RouteDefinition[] {
  return (ROUTES as readonly RouteDefinition[]).filter((route) => route.owner === owner);
}
