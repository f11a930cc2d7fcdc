export * from './version';
export * from './site-config';
export * from './bot-check/bot-check';
export * from './bot-check/bot-check-widget';

export * from './channel/channel';
export * from './channel/client-variant';
export * from './channel/cookies';

export * from './types/client-state';
export * from './types/content';
export * from './types/forms';
export * from './types/handoff-details';
export * from './types/jobs';
export * from './types/location';
export * from './types/location-list';
export * from './types/member';
export * from './types/menu';
export * from './types/offers';
export * from './types/order';
export * from './types/rich-text';

export * from './api/calls';
export * from './api/headers';
export * from './api/error-messages';
export * from './api/request-hooks';
export * from './api/request';
export * from './api/carts';
export * from './api/content';
export * from './api/content-cards';
export * from './api/forms';
export * from './api/jobs';
export * from './api/locations';
export * from './api/members';
export * from './api/menus';
export * from './api/orders';
export * from './api/upsells';
export * from './api/reads';

export * from './rules/addresses';
export * from './rules/cart';
export * from './rules/content-cards';
export * from './rules/content-page';
export * from './rules/dates';
export * from './rules/display';
export * from './rules/geo-distance';
export * from './rules/handoff';
export * from './rules/lifetimes';
export * from './rules/location-confirm';
export * from './rules/location-list';
export * from './rules/menus';
export * from './rules/minimums';
export * from './rules/money';
export * from './rules/opening-hours';
export * from './rules/phone';
export * from './rules/product-match';
export * from './rules/promo';
export * from './rules/round-up';
export * from './rules/site-path';
export * from './rules/slug';
export * from './rules/wallet';

export * from './state/app-state';
export * from './state/actions';
export * from './state/boot';
export * from './state/hooks';
export * from './state/stored-slices';
// Shape checks of values read back from storage or from an upstream in a first screen.
export { isLocation, isMenu, isOrder } from './state/guards';

export * from './bus/bus';
export * from './bus/analytics-events';
export * from './bus/analytics';

export * from './remotes/remote-names';
export * from './remotes/modules';
export * from './remotes/remote-module-loader';
export * from './routes/route-table';
export * from './routes/match-route';
export * from './routes/use-route';

export * from './i18n/register-strings';
export * from './page/use-page-title';
export * from './page/Page';
export * from './page/first-screen';
export * from './ui/use-modal-dialog';
export * from './rules/nutrition';
export * from './rules/product-options';
export * from './offline/connection';
export * from './offline/pending-box';
export * from './rules/card';
export * from './ui/Field';
export * from './rules/totals';
export * from './rules/restaurant-zone';
