import { EXTERNAL_SITES, HOST_CONFIGS, type NavItem } from '../channel/host-config';
import type { Channel } from '@qsr/shared-contracts';

/** §2.5 the mobile menu's links, by the channel and whether a member is signed in. */
export function mobileMenuLinks(channel: Channel, signedIn: boolean): NavItem[] {
  const catering = channel === 'catering';
  const links: Array<NavItem | false> = [
    HOST_CONFIGS[channel].menuLink,
    { to: '/locations', label: 'locations' },
    catering && { to: '/bo-time-moments', label: 'boTimeMoments' },
    signedIn && !catering && { to: '/offers', label: 'offers' },
    { to: '/careers', label: 'careers' },
    { to: '/about', label: 'aboutUs' },
    { to: EXTERNAL_SITES.franchising, label: 'franchising', external: true },
    { to: '/catering', label: 'catering' },
    { to: EXTERNAL_SITES.merchStore, label: 'merchStore', external: true },
    { to: '/foundation', label: 'foundation' },
    { to: '/in-the-community', label: 'community' },
    { to: '/contact', label: 'contactUs' },
  ];
  return links.filter((link): link is NavItem => link !== false);
}

/** §2.5 the links at the bottom of the mobile menu. */
export function mobileMenuBottomLinks(channel: Channel): NavItem[] {
  const links: NavItem[] = [
    { to: '/terms-of-use', label: 'termsOfUse' },
    { to: '/privacy-policy', label: 'privacyPolicy' },
  ];
  if (channel === 'catering') return links;
  return [
    ...links,
    { to: '/gift', label: 'giftCards' },
    { to: '/menu/nutrition', label: 'nutrition' },
  ];
}
