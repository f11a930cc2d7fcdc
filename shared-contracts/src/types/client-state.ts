import type { AllergenProfile } from '../rules/allergens';
import type { Channel } from '../channel/channel';
import type { HandoffDetails } from './handoff-details';
import type { Language } from './language';
import type { Location } from './location';
import type { LocationOption } from './location-list';
import type { Member, MemberPayment, TokenSet } from './member';
import type { Menu } from './menu';
import type { BoxNotice, RedeemedOffer } from './box-notice';
import type { FavouriteItem } from './favourite-item';
import type { ContentCard, OfferEntry, WalletReward } from './offers';
import type { NextHandoff, Order } from './order';

/**
 * §3 Client state: one instance in the browser, created by the host at boot
 * (docs/architecture.md, State and the event bus).
 */
export interface AppState {
  /** The client marker (§3). */
  client: 'web';
  channel: Channel;
  language: Language;

  user: Member | null;
  token: TokenSet | null;
  /** A guest's contact details, kept between checkouts. */
  guestUser: HandoffDetails | null;
  /** Where sign-in or sign-up goes next (§4.2); a site path. */
  redirect: string | null;
  /**
   * §6: the page the member was on when the server refused their token; the host sends them
   * to sign in again from there, then forgets it. Stored, so that a page loading meanwhile
   * (the member was leaving the one refused) still says it.
   */
  sessionExpiredOn: string | null;

  location: Location | null;
  /** §3 Location list of the content system, mapped and sorted. */
  locationList: LocationOption[];
  favelocations: Location[];
  /** The menu of the current location. */
  menu: Menu | null;
  /** The channel's default menu (§4.9, §9 237039 for catering). */
  defaultMenu: Menu | null;

  /** The box. */
  order: Order | null;
  /** The placed order being followed (§4.1 steps 7–8). */
  activeOrder: Order | null;
  /**
   * Without a box: how the next one is handed over, as the last placed order was (a delivery
   * to the same address); the next box starts with it. Null: pickup, the default.
   */
  nextHandoff: NextHandoff | null;
  /** What changed in the box behind the customer's back, until they dismiss it. */
  boxNotices: BoxNotice[];
  /**
   * Changes of the box on their way to the ordering API, from any remote: while above 0, no
   * total on the page is the order's current one.
   */
  boxPricing: number;
  /**
   * The box (its id) whose delivery address, as typed at checkout, the ordering API refused:
   * until another address or pickup is chosen it has no total, in the box as at checkout.
   */
  deliveryRefused: string | null;

  walletOffers: WalletReward[];
  offers: OfferEntry[];
  /** §4.5 offers the member redeemed, put on the box and shown there as applied or refused. */
  redeemedOffers: RedeemedOffer[];
  /** Content cards of the inbox and the home page (§4.14). */
  contentCards: ContentCard[];
  payments: MemberPayment[];
  /** Expanded market sections of the locations list, kept across visits (§3 Persistence). */
  expandedMarkets: string[];
  /** The allergens the customer avoids, kept on the device. */
  allergenProfile: AllergenProfile;
  /** A guest's placed orders on this device, newest first (a member's are on the account). */
  deviceOrders: string[];
  /** The products the customer keeps as favourites on this device, newest first. */
  favouriteItems: FavouriteItem[];

  /** §4.9 the deep-linked product is not at the location. */
  productNotFoundAtLocation: boolean;
  /** §3 the fixed sandwich id some content points at. */
  sandwichId: number | null;
  /** §2.2 a global page class, for example `boberry-week`. */
  globalClass: string;

  errors: string[];
  /** Requests in flight: the loader bar shows while this is above 0. */
  loading: number;
  showCart: boolean;
  showMobileMenu: boolean;
  /** The location confirmation modal (§2.9) is open. */
  showLocationModal: boolean;
  /** The section that opened the location modal (§4.8 'order-again'); null when none. */
  locationModalSection: string | null;
  /** The order confirmation dialog (§2.8) is open. */
  orderConfirming: boolean;
  headerHeight: number;
  footerHeight: number;
}
