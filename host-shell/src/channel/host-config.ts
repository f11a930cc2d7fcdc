import type { Channel } from '@qsr/shared-contracts';
import type { HostStringKey } from '../i18n/strings';

/** A link of the host's navigation: a site path, or an outside address (opens in a new tab). */
export interface NavItem {
  to: string;
  label: HostStringKey;
  external?: boolean;
}

/** Outside sites of §2.3 and §2.5; the brand's own, so configuration rather than content. */
export const EXTERNAL_SITES = {
  franchising: 'https://franchising.example.com/',
  merchStore: 'https://merch.example.com/',
} as const;

/**
 * §1 a catering-flavoured host configuration, chosen by channel: navigation, accents (the
 * `channel-*` class sets the CSS custom properties), texts and the home page's content. The
 * remote pins follow the channel too: the BFF resolves `/config/remotes.json` for the origin
 * the page was served from.
 */
export interface HostChannelConfig {
  channel: Channel;
  accentClass: string;
  /** The desktop header's main navigation; the Menu entry may become the confirm prompt. */
  headerNav: NavItem[];
  /** §2.5 the first mobile-menu link: Menu, or Catering Menu to the home page's menu. */
  menuLink: NavItem;
  /** The content-service story of the home page. */
  homeStory: string;
  /** The home page's own text, in the host's strings. */
  homeTagline: HostStringKey;
}

const MENU: NavItem = { to: '/menu', label: 'menu' };
const LOCATIONS: NavItem = { to: '/locations', label: 'locations' };

export const HOST_CONFIGS: Record<Channel, HostChannelConfig> = {
  default: {
    channel: 'default',
    accentClass: 'channel-default',
    headerNav: [
      MENU,
      LOCATIONS,
      { to: '/catering', label: 'catering' },
      { to: '/careers', label: 'careers' },
      { to: '/about', label: 'about' },
    ],
    menuLink: MENU,
    homeStory: 'home',
    homeTagline: 'homeTagline',
  },
  catering: {
    channel: 'catering',
    accentClass: 'channel-catering',
    headerNav: [
      { to: '/menu', label: 'cateringMenu' },
      LOCATIONS,
      { to: '/bo-time-moments', label: 'boTimeMoments' },
    ],
    menuLink: { to: '/#catering-menu', label: 'cateringMenu' },
    homeStory: 'catering-home',
    homeTagline: 'cateringTagline',
  },
};
