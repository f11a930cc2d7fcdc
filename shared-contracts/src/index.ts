// The contract's version, and the site's configuration the BFF writes into the page.
export { APP_VERSION, CONTRACT_MAJOR, CONTRACT_VERSION } from './version';
export {
  type BotCheckWidgetConfig,
  DEFAULT_BRAND_NAME,
  readSiteConfig,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from './site-config';

// Channels (consumer, catering), the app variant and cookies.
export { CATERING_DEV_PORT, type Channel, detectChannel, type OriginLike } from './channel/channel';
export { cateringSiteUrl, siteUrl } from './channel/site-links';
export {
  applyAppSource,
  detectSiteVariant,
  engagementChannel,
  isAppVariant,
  type SiteVariant,
} from './channel/client-variant';
export {
  COOKIE_VALUES,
  COOKIES,
  readCookie,
  removeCookie,
  type RequestCookies,
  writeCookie,
} from './channel/cookies';

// Domain types (§3).
export { type AppState } from './types/client-state';
export { type Language, LANGUAGES } from './types/language';
export { type StoriesResponse, type Story, type StoryResponse } from './types/content';
export { type ContactRequest, type FieldType, type FormSubmission } from './types/forms';
export { type HandoffDetails, type HandoffErrors, type Vehicle } from './types/handoff-details';
export {
  type Job,
  type JobDetail,
  type JobLocation,
  type JobSearchQuery,
  type JobSearchResult,
} from './types/jobs';
export {
  type DeliveryLocations,
  type Location,
  type LocationSearchResult,
  type OpeningHours,
} from './types/location';
export { type LocationListEntry, type LocationOption } from './types/location-list';
export {
  type ChangePasswordRequest,
  type CreateMemberRequest,
  type EclubSubscription,
  type Member,
  type MemberAddress,
  type MemberPayment,
  type MemberProfile,
  type EmailChangeRequired,
  type ProfileUpdate,
  ORDERING_TOKEN_PROVIDER,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignInResponse,
  type SsoRequest,
  type TokenSet,
  type VerificationRequired,
  type VerifyRequest,
} from './types/member';
export {
  type Daypart,
  type Menu,
  type MenuCategory,
  type Product,
  type ProductAvailability,
  type ProductChoice,
  type ProductImage,
  type ProductOption,
} from './types/menu';
export {
  type ContentCard,
  type FeedType,
  type InAppMessage,
  type InAppMessageTag,
  type Loyalty,
  type LoyaltyBalance,
  type OfferEntry,
  type RedeemEntry,
  type RedeemRequest,
  type RewardEntry,
  type WalletReward,
} from './types/offers';
export { type BoxNotice, type RedeemedOffer } from './types/box-notice';
export {
  type AddToOrderItem,
  type BillingAccount,
  type CartChoice,
  type CartProduct,
  type CustomField,
  type DeliveryAddress,
  type Donation,
  type FavouriteOrder,
  type Handoff,
  type NextHandoff,
  type HandoffTimes,
  type Order,
  ORDER_STATUSES,
  type OrderBilling,
  type OrderContact,
  type OrderCoupon,
  type OrderDiscount,
  type OrderPayment,
  type OrderRewardRequest,
  type OrderStatus,
  type OrderStatusValue,
  type OrderTax,
  type OrderTime,
  type OrderTotals,
  type PaymentToken,
  type SubmitOrderRequest,
  type SubmitPayment,
  type TrackRequest,
  type UpdateInOrderItem,
  type Upsell,
  type ValidateResult,
} from './types/order';
export { type RichTextMark, type RichTextNode } from './types/rich-text';

// The API: the call table the BFF forwards, the request helper (§8) and one function per call (§7).
export {
  callPath,
  type HttpMethod,
  ORDERING_CALLS,
  type OrderingCall,
  type OrderingCallName,
  type PathParams,
} from './api/calls';
export { API_BASE, API_HEADER_VALUES, API_HEADERS, API_V2_BASE } from './api/headers';
export {
  CONNECTION_ISSUE,
  connectionIssue,
  customerMessage,
  errorCodeFrom,
  errorMessagesFrom,
  messageCode,
  upstreamMessages,
} from './api/error-messages';
export { requestHooks, type RequestHooks, setRequestHooks } from './api/request-hooks';
export {
  isSubmitPending,
  SUBMIT_PENDING_MESSAGE,
  SUBMIT_PENDING_STATUS,
  type SubmitPending,
} from './api/submit-pending';
export {
  ApiError,
  type AuthToken,
  buildUrl,
  callApi,
  type CallOptions,
  type CallRequest,
  errorCode,
  isSessionExpired,
  READ_RETRIES,
  READ_TIMEOUT_MS,
  request,
  type RequestMode,
  type RequestOptions,
  type StatusResult,
  WRITE_TIMEOUT_MS,
} from './api/request';
export { isRefusal, reportFailure } from './api/report-failure';
export { setDonation } from './api/carts';
export {
  CONTENT_PAGE_SIZE,
  CONTENT_SLUGS,
  contentLanguage,
  getStories,
  getStory,
  type StoriesQuery,
} from './api/content';
export {
  CONTENT_CARD_FOLDER,
  contentCardFromStory,
  getContentCards,
  getInAppMessages,
  IN_APP_MESSAGE_FOLDER,
  inAppMessageFromStory,
} from './api/content-cards';
export { FORM_SUCCESS, sendContact, SITE_API_BASE, submitForm } from './api/forms';
export { getCareersTable, getJob, searchJobs } from './api/jobs';
export {
  type CateringFilter,
  findDeliveryLocations,
  findLocations,
  getLocation,
  getLocations,
  type LocationSearch,
} from './api/locations';
export {
  addFavouriteLocation,
  changePassword,
  createUser,
  forgotPassword,
  getAddresses,
  getBalance,
  getFavouriteLocations,
  getLoyalty,
  getOffers,
  getPayments,
  getUser,
  getWalletOffers,
  loginUser,
  loginWithSso,
  logoutUser,
  redeemOffer,
  removeAddress,
  removeFavouriteLocation,
  removePayment,
  resetPassword,
  subscribeEclub,
  updateUser,
  verifyUser,
} from './api/members';
export { getHandoffTimes, getMenu, getMenuProduct } from './api/menus';
export {
  abandonOrder,
  addCoupon,
  addFavouriteOrder,
  addToOrder,
  applyOrderRewards,
  cancelOrder,
  clearTime,
  createOrder,
  getFavouriteOrders,
  getOrderRewards,
  getOrderStatus,
  getRecentOrders,
  removeCoupon,
  removeFromOrder,
  removeOrderReward,
  reorder,
  reorderFavourite,
  retrieveOrder,
  setAddress,
  setCustomFields,
  setHandoff,
  setTime,
  setTip,
  signalArrival,
  submitOrder,
  tokeniseCard,
  trackOrder,
  transferOrder,
  updateInOrder,
  validateOrder,
} from './api/orders';
export { getUpsellProduct, getUpsellsForCart } from './api/upsells';
export {
  fetchRead,
  preloadRead,
  type ReadArgs,
  readKey,
  type ReadKey,
  type ReadName,
  type ReadResult,
  useRead,
} from './api/reads';

// The bot check on sign-in, sign-up and forms.
export {
  type BotCheckAction,
  type BotCheckProvider,
  botCheckToken,
  BotCheckUnavailableError,
  registerBotCheck,
} from './bot-check/bot-check';
export {
  appendScript,
  type BotCheckService,
  type BotCheckWidget,
  createBotCheckService,
  type ScriptLoader,
} from './bot-check/bot-check-widget';

// Rules more than one team applies (§5, §9); a rule one team alone needs lives in its remote.
export { addressKey, dedupeAddresses, recentAddress } from './rules/addresses';
export {
  type CardDetails,
  cardDigits,
  cardErrors,
  type CardField,
  isCardCvv,
  isCardExpiry,
  isCardNumber,
  maskCardExpiry,
  maskCardNumber,
} from './rules/card';
export { cartQuantity, hasUnavailableItems, UNAVAILABLE_ITEMS_NOTICE } from './rules/cart';
export {
  type ChosenTime,
  chosenTimeOf,
  inDaypart,
  NOT_ORDERABLE_CODES,
  orderability,
  type Orderability,
  type UnorderableLine,
  unorderableLines,
} from './rules/orderable';
export {
  type ContentCardSplit,
  inboxCards,
  isInAppMessageShown,
  splitContentCards,
  unviewedCount,
} from './rules/content-cards';
export {
  canonicalUrl,
  NOT_FOUND_PAGE_NAME,
  notFoundPageName,
  PAGE_COMPONENTS,
  type PageHead,
  type PageHeadFields,
  pageHeadFor,
  storySlugForPath,
} from './rules/content-page';
export {
  type DateLength,
  dateTimeFormat,
  formatCalendarDate,
  formatDate,
  intlLocale,
} from './rules/dates';
export {
  BOTTOM_BAR_ADDRESS_LENGTH,
  locationDisplayName,
  MOBILE_ADDRESS_LENGTH,
  shorten,
  SHORTEN_LENGTH,
} from './rules/display';
export { distanceMiles, type GeoPoint } from './rules/geo-distance';
export {
  CATERING_HANDOFF_REFUSAL,
  CHANNEL_HANDOFFS,
  channelOffers,
  handoffMode,
  type HandoffMode,
} from './rules/channel-handoffs';
export {
  type HandoffChoice,
  type HandoffNow,
  handoffNow,
  handoffToggleTarget,
  isDelivery,
  locationsPath,
} from './rules/handoff';
export {
  expiresFrom,
  isExpired,
  isSavedOrderStale,
  LOCATION_LIFETIME_MS,
  MENU_LIFETIME_MS,
  ORDER_LIFETIME_MS,
  ORDER_MAX_AGE_MS,
  parseCreated,
} from './rules/lifetimes';
export {
  afterLocationChosen,
  locationConfirmRedirect,
  locationConfirmTarget,
  locationsPathFor,
  NO_COVERAGE_TARGET,
  orderProductPath,
  productToReturnTo,
  returnFrom,
} from './rules/location-confirm';
export { toLocationOptions, toLocationSearchResult } from './rules/location-list';
export {
  DEFAULT_CATERING_MENU_ID,
  DEFAULT_CONSUMER_MENU_ID,
  freshMenu,
  MENU_IMAGE_GROUP,
  menuIdFor,
  servesChannel,
} from './rules/menus';
export {
  CATERING_DELIVERY_MINIMUM,
  CATERING_MINIMUM_NOTICE,
  isBelowCateringDeliveryMinimum,
  cateringDeliveryShortfall,
  COUPON_MINIMUM,
  unmetCouponMinimum,
} from './rules/minimums';
export { CATERING_MINIMUM_TEXTS } from './rules/minimum-texts';
export { formatDeliveryFee, formatMoney } from './rules/money';
export { allergensOf, withoutAllergens } from './rules/nutrition';
export { formatClock, openStatus, type OpenStatus, restaurantClock } from './rules/opening-hours';
export {
  formatPhone,
  isValidPhone,
  maskPhone,
  maskZip,
  PHONE_DIGITS,
  stripCountryCode,
} from './rules/phone';
export {
  type DeepLinkOutcome,
  findProduct,
  MAX_EDIT_DISTANCE,
  type MenuLike,
  normaliseProductName,
  productsOf,
  resolveDeepLink,
} from './rules/product-match';
export {
  choiceItems,
  type ChoiceQuantities,
  choicesOfLine,
  chosenInOption,
  maxPerChoice,
  type OptionProblem,
  optionProblems,
  productPrice,
  withChoice,
} from './rules/product-options';
export {
  EMPTY_PROMO_ERROR,
  promoCodeError,
  promoErrorMessage,
  type PromoStatus,
  promoStatusOf,
} from './rules/promo';
export { DEFAULT_RESTAURANT_ZONE, restaurantZone } from './rules/restaurant-zone';
export { formatPromised, zoneFormat } from './rules/promised-time';
export { ARRIVAL_WINDOW_MS, arrivalOpensAt } from './rules/arrival';
export { vehicleCustomFields, vehicleFieldId, vehicleOf } from './rules/vehicle';
export { roundUpAmount } from './rules/round-up';
export { isSitePath } from './rules/site-path';
export { slugify } from './rules/slug';
export { formatTotalRow, type TotalRow, totalRows } from './rules/totals';
export {
  type Receipt,
  type ReceiptLine,
  type ReceiptRow,
  type ReceiptRowKey,
  receiptGaps,
  receiptOf,
} from './rules/receipt';
export {
  fillText,
  receiptAddress,
  receiptRestaurant,
  receiptChoices,
  receiptPayment,
  receiptRowAmount,
  receiptRowHint,
  receiptRowLabel,
  type ReceiptTexts,
  receiptTexts,
  receiptVehicle,
} from './rules/receipt-texts';
/** A value as a page reads it from the state (valtio's deep read-only snapshot). */
export type { Snapshot } from 'valtio';
export {
  BOX_NOTICE_TEXTS,
  appliedCouponText,
  boxNoticeText,
  isPromoNotice,
  offerNotes,
  type OfferNote,
} from './rules/box-notice-texts';
export { CATERING_REWARD_PREFIX, walletRewardName, walletRewardsFor } from './rules/wallet';

// State: the host boots the store; remotes read through hooks and change it through `actions`,
// whose failures are `ActionResult`s. `appState` is the host's alone (a lint rule fences remotes).
export { appState, createAppState, initialAppState, withWholeSlices } from './state/app-state';
export {
  type ActionFailure,
  type ActionResult,
  attempt,
  failed,
  failureOf,
  succeeded,
} from './state/action-result';
export { actions } from './state/actions';
export {
  OtherSiteOrder,
  otherSiteOf,
  type ReorderChoice,
  type ReorderPlan,
  reorderAsks,
  reorderAsNow,
} from './state/reorder-actions';
export {
  bootAppState,
  type BootedState,
  type BootOptions,
  browserSessionStorage,
  browserStorage,
} from './state/boot';
export {
  useActiveOrder,
  useAppState,
  useCartCount,
  useChannel,
  useErrors,
  useHandoff,
  useLanguage,
  useLoading,
  useBoxPricing,
  useMember,
  useMenu,
  useOrder,
  useRestaurant,
  useSignedIn,
  useToken,
} from './state/hooks';
export { type Dropped, STORAGE_KEYS, STORED_SLICES, type StoredKey } from './state/stored-slices';
// Shape checks of values read back from storage or from an upstream in a first screen.
export { isLocation, isMenu, isOrder } from './state/guards';
// The one reader of what the site keeps in local or session storage, each value by its schema.
export {
  readStored,
  readStoredText,
  type ReadableStorage,
  storedStrings,
  storedTime,
  type StoredSchema,
} from './state/stored-value';

// Offline: the connection and the box changes that wait for it.
export { connection, useOnline, watchConnection } from './offline/connection';
export {
  applyBoxChange,
  PENDING_BOX_KEY,
  pendingBox,
  type PendingBoxChange,
  persistPendingBox,
  queueBoxChange,
} from './offline/pending-box';

// The event bus: topics and payloads of what is not state, analytics among them.
export { bus, type BusTopic, type BusTopics } from './bus/bus';
export {
  type AddProductToCartEvent,
  ANALYTICS_EVENTS,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsItem,
  type RecentLocationAttribute,
} from './bus/analytics-events';
export {
  analyticsEvent,
  cartLineItem,
  type DataLayer,
  forwardAnalytics,
  windowDataLayer,
} from './bus/analytics';

// Composition: remote names, what each exposes, loading them, and the route table (§2.1).
export {
  isRemoteName,
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  type RemoteName,
} from './remotes/remote-names';
export {
  type ContractBound,
  type ExposedModule,
  type FavouriteOption,
  type FavouritesSelectProps,
  type HandoffToggleProps,
  type LocationMapProps,
  type LocationMultiSelectProps,
  PageNotFoundError,
  type RemoteComponentModule,
  type RemoteConfigEntry,
  type RemoteExposes,
  type RemoteFormFieldsModule,
  type RemoteRoutesModule,
  type RemotesConfig,
  type RemoteWidgetModule,
} from './remotes/modules';
export {
  type ExposedModuleState,
  loadExposedModule,
  registerRemoteModuleLoader,
  type RemoteModuleLoader,
  useExposedModule,
} from './remotes/remote-module-loader';
export {
  type RouteDefinition,
  type RouteId,
  type RouteIdOf,
  type RouteOwner,
  ROUTES,
  routesOf,
} from './routes/route-table';
export { findRoute, pageRoute, type RouteMatch } from './routes/match-route';
export { useRouteMatch, useRouteParams } from './routes/use-route';
export { type NavigateFromHere, useNavigateFromHere } from './routes/use-navigate-from-here';
export { SESSION_EXPIRED_QUERY, sessionExpiredSignIn } from './routes/session-expired';

// The few UI pieces every team needs the same way: strings, page title, first screen, dialogs.
export { registerStrings, type Strings } from './i18n/register-strings';
export { pageTitle, usePageTitle } from './page/use-page-title';
export { Page } from './page/Page';
export {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MODULE_PATH,
  FIRST_SCREEN_PAGE,
  type FirstScreenModule,
  type FirstScreenPage,
  type FirstScreenRead,
  languageFromQuery,
  type RemoteFirstScreen,
  remoteFirstScreenDataId,
  type RenderedFirstScreen,
  requestGuestBox,
  requestLanguage,
  requestRestaurant,
  takeRemoteFirstScreenData,
} from './page/first-screen';
export { followFocus, useModalDialog } from './ui/use-modal-dialog';
export { type ShownInPages, useShownInPages } from './ui/use-shown-in-pages';
