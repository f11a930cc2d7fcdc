/*
 * `@qsr/shared-contracts/core`: the part of the contract that needs no browser, no React and no
 * store, for the BFF, the sandbox and the end-to-end suite. Browser code imports the package
 * itself (`.`), the shared singleton: a subpath would be a second copy in a remote's bundle.
 */

// The calls the BFF forwards and the headers they carry.
export {
  ORDERING_CALLS,
  type HttpMethod,
  type OrderingCall,
  type OrderingCallName,
} from './api/calls';
export { API_HEADERS, API_HEADER_VALUES } from './api/headers';
export { CONNECTION_ISSUE } from './api/error-messages';
export {
  SUBMIT_PENDING_MESSAGE,
  SUBMIT_PENDING_STATUS,
  type SubmitPending,
} from './api/submit-pending';
export { queryHasControlCharacters } from './api/query-characters';

// Channels, languages and the site's configuration in the page.
export { detectChannel, type Channel } from './channel/channel';
export type { Language } from './types/language';
export { MAJOR_ALLERGENS, type AllergenProfile } from './rules/allergens';
export type { DietaryFlag } from './rules/dietary';
export { hasGuests, linesByGuest, type GuestPartOf } from './rules/guest-parts';
export { groupNameOf } from './rules/group-name';
export { NEW_CODE_WAIT_SECONDS, NEW_CODES_PER_VERIFICATION } from './rules/new-code';
export {
  DEFAULT_BRAND_NAME,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
  type WalletMethod,
} from './site-config';

// Routes and remotes: which package serves a path, and which version is live.
export { findRoute } from './routes/match-route';
export type { RouteDefinition } from './routes/route-table';
export {
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  isRemoteName,
  type RemoteName,
} from './remotes/remote-names';
export type { RemoteConfigEntry, RemotesConfig } from './remotes/modules';

// Pages: titles, head tags and the server-rendered first screen's data.
export { pageTitle } from './page/page-title';
export {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MODULE_PATH,
  FIRST_SCREEN_PAGE,
  remoteFirstScreenDataId,
  queryLanguageCookie,
  requestLanguage,
  type HostFirstScreenModule,
  type RemoteFirstScreen,
  type RemoteFirstScreenModule,
  type FirstScreenPage,
  type FirstScreenRead,
} from './page/first-screen';
export {
  PAGE_COMPONENTS,
  pageHeadFor,
  storySlugForPath,
  type PageHead,
  type PageHeadFields,
} from './rules/content-page';
export type { Story } from './types/content';

// Rules and words the sandbox's data and the end-to-end suite check against.
export { isCardNumber } from './rules/card-number';
export {
  DEFAULT_CATERING_MENU_ID,
  DEFAULT_CONSUMER_MENU_ID,
  MENU_IMAGE_GROUP,
} from './rules/menus';
export { slugify } from './rules/slug';
export { walletRewardName } from './rules/wallet';
export { CONTENT_NAMED_BLOCKS, CONTENT_TEXT_FIELDS, menuTexts } from './rules/texts';
export type { Menu } from './types/menu';

// The receipt: what an order's confirmation e-mail and every page that shows an order list.
export {
  CATERING_HANDOFF_REFUSAL,
  CHANNEL_HANDOFFS,
  channelOffers,
  handoffMode,
} from './rules/channel-handoffs';
export { formatMoney } from './rules/money';
export {
  receiptGaps,
  receiptOf,
  receiptParts,
  type Receipt,
  type ReceiptRow,
} from './rules/receipt';
export {
  fillText,
  receiptAddress,
  receiptArrival,
  receiptRestaurant,
  receiptChoices,
  receiptPartName,
  receiptPayment,
  receiptRowAmount,
  receiptRowLabel,
  receiptTexts,
  receiptVehicle,
  type ReceiptTexts,
} from './rules/receipt-texts';
export type { Order } from './types/order';
export type { GroupState, GroupView, GuestPart, HostGroup, JoinedGuest } from './types/group';
export { formatPromised } from './rules/promised-time';
export { arrivalOpensAt } from './rules/arrival';
export { isFinalStatus } from './rules/order-status';
export { orderLife } from './rules/order-life';

// The upstream's shapes the sandbox serves, which the browser reads only through the API.
export type { JobDetail } from './types/jobs';
export type { DeliveryLocations, OpeningHours } from './types/location';
export {
  ORDERING_TOKEN_PROVIDER,
  type EmailChangeRequired,
  type SignInResponse,
  type TokenSet,
} from './types/member';
export type { ProductImage } from './types/menu';
export type { Loyalty, LoyaltyBalance, RewardEntry } from './types/offers';
export type { PointsEntry, PointsHistory, RewardCatalogue, RewardRedeemed } from './types/rewards';
export type { AddressSuggestion } from './types/address-suggestion';
export type {
  Arrival,
  ArrivalDetails,
  CartChoice,
  Courier,
  CustomField,
  FavouriteOrder,
  HandoffTimes,
  OrderPayment,
  OrderTime,
  PaymentToken,
  ValidateResult,
} from './types/order';
export type { RichTextMark } from './types/rich-text';
export { DEFAULT_RESTAURANT_ZONE } from './rules/restaurant-zone';
export { distanceMiles, type GeoPoint } from './rules/geo-distance';

// Browser telemetry for canary releases: what the host sends, what the BFF keeps.
export {
  MAX_TELEMETRY_EVENTS,
  TELEMETRY_PATH,
  VITAL_MAX,
  VITAL_NAMES,
  type RemoteVersion,
  type TelemetryBatch,
  type TelemetryEvent,
  type VitalName,
} from './telemetry/telemetry-batch';
