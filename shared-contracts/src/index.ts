// The contract's version, and the site's configuration the BFF writes into the page.
export { CONTRACT_MAJOR } from './version';
export { readSiteConfig, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from './site-config';

// Channels (consumer, catering), the app variant and cookies.
export { detectChannel, type Channel } from './channel/channel';
export { cateringSiteUrl } from './channel/site-links';
export { engagementChannel, type SiteVariant } from './channel/client-variant';
export { COOKIE_VALUES, COOKIES, readCookie, removeCookie, writeCookie } from './channel/cookies';

// Domain types (§3).
export type { AppState } from './types/client-state';
export type { Language } from './types/language';
export type { Story } from './types/content';
export type { FieldType } from './types/forms';
export type { Job, JobDetail, JobLocation, JobSearchResult } from './types/jobs';
export type { Location } from './types/location';
export type { Member, MemberAddress, MemberPayment } from './types/member';
export type { Daypart, Menu, MenuCategory, Product, ProductAvailability } from './types/menu';
export type { ProductChoice, ProductOption } from './types/menu';
export type { ContentCard, OfferEntry, WalletReward } from './types/offers';
export type { BoxNotice } from './types/box-notice';
export type { BillingAccount, CartProduct, DeliveryAddress, Order } from './types/order';
export type { OrderStatus, OrderStatusValue, OrderTotals, CartChoice } from './types/order';
export type { AddToOrderItem, FavouriteOrder, Upsell, PaymentToken } from './types/order';
export type { RichTextNode } from './types/rich-text';
export type { GroupView, GuestPart, HostGroup } from './types/group';

// The API: the call table the BFF forwards, the request helper (§8) and the calls teams share (§7).
export { ORDERING_CALLS, type OrderingCall } from './api/calls';
export { CONNECTION_ISSUE, customerMessage, upstreamMessages } from './api/error-messages';
export { setRequestHooks } from './api/request-hooks';
export { type SubmitPending } from './api/submit-pending';
export { ApiError, request, callApi, type CallOptions } from './api/request';
export { followCall } from './api/streams';
export { API_HEADERS } from './api/headers';
export { CONTENT_PAGE_SIZE, CONTENT_SLUGS } from './api/content';
export { CONTENT_CARD_FOLDER, contentCardFromStory, getInAppMessages } from './api/content-cards';
export { IN_APP_MESSAGE_FOLDER, inAppMessageFromStory } from './api/content-cards';
export { submitForm } from './api/forms';
export { getLocation } from './api/locations';
export { useAddressSource } from './addresses/use-address-source';
export type { AddressSource, ChosenAddress, Suggestion } from './addresses/address-source';
export { configureGoogle } from './addresses/google-script';
export { preloadRead, readKey, useRead } from './api/reads';
// The bot check on sign-in, sign-up and forms.
export { botCheckToken, BotCheckUnavailableError, registerBotCheck } from './bot-check/bot-check';

// Rules more than one team applies (§5, §9); a rule one team alone needs lives in its remote.
export { addressKey, dedupeAddresses } from './rules/addresses';
export { isCardNumber } from './rules/card-number';
// `cart…` names: the old names, for remotes built before the rename (one release).
export { boxQuantity, boxQuantity as cartQuantity } from './rules/box-quantity';
export { chosenTimeOf, orderability, unorderableLines, type ChosenTime } from './rules/orderable';
export { inboxCards, isInAppMessageShown, splitContentCards } from './rules/content-cards';
export { unviewedCount } from './rules/content-cards';
export { PAGE_COMPONENTS, pageHeadFor } from './rules/content-page';
export { storySlugForPath, type PageHead, type PageHeadFields } from './rules/content-page';
export { formatCalendarDate, formatDate, intlLocale } from './rules/dates';
export { locationDisplayName } from './rules/display';
export { CHANNEL_HANDOFFS, handoffMode, type HandoffMode } from './rules/channel-handoffs';
export { isDelivery, locationsPath } from './rules/handoff';
export { parseCreated } from './rules/lifetimes';
export { locationsPathFor, productToReturnTo } from './rules/location-confirm';
export { freshMenu, MENU_IMAGE_GROUP, menuIdFor, servesChannel } from './rules/menus';
export { CATERING_DELIVERY_MINIMUM, cateringDeliveryShortfall } from './rules/minimums';
export { CATERING_MINIMUM_TEXTS } from './rules/minimum-texts';
export { formatMoney } from './rules/money';
export { formatClock, openStatus, restaurantClock } from './rules/opening-hours';
export { formatPhone, isValidPhone, maskPhone, maskZip, stripCountryCode } from './rules/phone';
export { productsOf, type MenuLike } from './rules/menu-products';
export { MAJOR_ALLERGENS, type Allergen } from './rules/allergens';
export { isDietaryFlag, type DietaryFlag } from './rules/dietary';
export { hasGuests, linesByGuest } from './rules/guest-parts';
export { groupNameOf } from './rules/group-name';
export { NEW_CODE_WAIT_SECONDS } from './rules/new-code';
export { restaurantZone } from './rules/restaurant-zone';
export { distanceMiles, type GeoPoint } from './rules/geo-distance';
export { formatPromised, zoneFormat } from './rules/promised-time';
export { orderWhenText } from './rules/order-when';
export { arrivalOpensAt } from './rules/arrival';
export { roundUpAmount } from './rules/round-up';
export { tipFor, tipShareOf } from './rules/tip';
export { isSitePath } from './rules/site-path';
export { hasWayBack } from './rules/way-back';
export { slugify } from './rules/slug';
export { deliveryRefusedFor, receiptOf, receiptParts, type Receipt } from './rules/receipt';
export { isFinalStatus } from './rules/order-status';
export { orderLife } from './rules/order-life';
export { fillText, receiptAddress, receiptRestaurant, receiptChoices } from './rules/receipt-texts';
export { receiptArrival, receiptPartName, receiptPayment } from './rules/receipt-texts';
export { receiptRowAmount, receiptRowLabel } from './rules/receipt-texts';
export { receiptTexts, receiptVehicle } from './rules/receipt-texts';
/** A value as a page reads it from the state (valtio's deep read-only snapshot). */
export type { Snapshot } from 'valtio';
export { appliedCouponText, offerNotes } from './rules/offer-texts';
export { walletRewardName, walletRewardsFor } from './rules/wallet';

// State: the host boots the store; remotes read through hooks and change it through `actions`,
// whose failures are `ActionResult`s. `appState` is the host's alone (a lint rule fences remotes).
export { appState, createAppState, renderedState } from './state/app-state';
export { failureOf, valueOrThrow } from './state/action-result';
export type { ActionResult } from './state/action-result';
export { actions } from './state/actions';
export { otherSiteOf, reorderAsNow } from './state/reorder-plan';
export { bootAppState, browserSessionStorage, browserStorage } from './state/boot';
export { useAppState, useChannel, useHandoff, useHydrating, useSignedIn } from './state/hooks';
export { hydrateFrom, useLanguage, useMember, useOrder, useRestaurant } from './state/hooks';
export { RenderedState } from './state/hooks';
export { useBoxTimes } from './state/use-box-times';
// Shape checks of values read back from storage or from an upstream in a first screen.
export { isLocation, isMenu, isOrder } from './state/guards';
// The one reader of what the site keeps in local or session storage, each value by its schema.
export { readStored, storedStrings, type StoredSchema } from './state/stored-value';

// Offline: the connection and the box changes that wait for it.
export { connection, useOnline } from './offline/connection';
export { pendingBox } from './offline/pending-box';

// The event bus: topics and payloads of what is not state, analytics among them.
export { bus } from './bus/bus';
export { analyticsEvent, analyticsItem, analyticsItem as cartLineItem } from './bus/analytics';

// Composition: remote names, what each exposes, loading them, and the route table (§2.1).
export { isRemoteName, REMOTE_NAMES, type RemoteName } from './remotes/remote-names';
export { PageNotFoundError, type RemoteWidgetModule } from './remotes/modules';
export { type FavouritesSelectProps } from './remotes/modules';
export { type LocationMultiSelectProps, type RemoteExposes } from './remotes/modules';
export { type RemoteRoutesModule, type RemotesConfig } from './remotes/modules';
export { registerRemoteModuleLoader, useExposedModule } from './remotes/remote-module-loader';
export { routesOf, type RouteDefinition } from './routes/route-table';
export { findRoute, pageRoute } from './routes/match-route';
export { useRouteMatch } from './routes/use-route';
export { useNavigateFromHere } from './routes/use-navigate-from-here';
export { useReturnHere } from './routes/use-return-here';
export { SESSION_EXPIRED_QUERY } from './routes/session-expired';

// The few UI pieces every team needs the same way: strings, page title, first screen.
export { registerStrings } from './i18n/register-strings';
export { pageTitle } from './page/use-page-title';
export { Page } from './page/Page';
export { FIRST_SCREEN_DATA_ID, requestRestaurant } from './page/first-screen';
export { type FirstScreenPage, type FirstScreenRead } from './page/first-screen';
export type { RemoteFirstScreenModule } from './page/first-screen';
export { takeRemoteFirstScreenData } from './page/remote-first-screen-data';
export { useShownInPages } from './ui/use-shown-in-pages';

// Browser telemetry for canary releases: what the host sends to the BFF.
export { MAX_TELEMETRY_EVENTS, TELEMETRY_PATH, VITAL_MAX } from './telemetry/telemetry-batch';
export type { TelemetryBatch, TelemetryEvent, VitalName } from './telemetry/telemetry-batch';
