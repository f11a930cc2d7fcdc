import {
  DEFAULT_CATERING_MENU_ID,
  DEFAULT_CONSUMER_MENU_ID,
  freshMenu,
  menuIdFor,
  servesChannel,
} from './menus';
import { aMenu } from '../testing/fixtures';

describe('§9 default menus', () => {
  it('uses the fixed catering menu 237039 when no location is set', () => {
    expect(DEFAULT_CATERING_MENU_ID).toBe(237039);
    expect(menuIdFor('catering', null)).toBe(237039);
  });
  it('uses the consumer default menu when no location is set', () => {
    expect(menuIdFor('default', null)).toBe(DEFAULT_CONSUMER_MENU_ID);
  });
  it("uses the location's menu when one is set", () => {
    expect(menuIdFor('default', { menu_id: 7 })).toBe(7);
  });
  it('never serves a consumer menu on the catering channel', () => {
    expect(menuIdFor('catering', { menu_id: 5 })).toBe(DEFAULT_CATERING_MENU_ID);
    expect(servesChannel('catering', { menu_id: 5 })).toBe(false);
    expect(servesChannel('catering', { menu_id: 5, catering_menu_id: 9 })).toBe(true);
    expect(servesChannel('default', { menu_id: 5 })).toBe(true);
  });
  it("uses the location's catering menu on the catering channel", () => {
    expect(menuIdFor('catering', { menu_id: 5, catering_menu_id: 9 })).toBe(9);
    expect(menuIdFor('default', { menu_id: 5, catering_menu_id: 9 })).toBe(5);
  });
});

describe('§9 the menu kept for an hour, §4.11 in the customer’s language', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const later = now.getTime() + 1000;
  it("gives the location's menu while it is under an hour old", () => {
    const menu = aMenu({ id: 7, expires: later });
    const state = {
      channel: 'default' as const,
      language: 'en-US' as const,
      location: { menu_id: 7 },
      defaultMenu: null,
    };
    expect(freshMenu({ ...state, menu }, now)).toBe(menu);
    expect(freshMenu({ ...state, menu: { ...menu, expires: now.getTime() - 1 } }, now)).toBeNull();
    expect(freshMenu({ ...state, menu: { ...menu, id: 8 } }, now)).toBeNull();
  });
  it('gives no menu read in the other language, nor one that does not say its language', () => {
    const menu = aMenu({ id: 7, expires: later, language: 'es' });
    const state = { channel: 'default' as const, location: { menu_id: 7 }, defaultMenu: null };
    expect(freshMenu({ ...state, language: 'es', menu }, now)).toBe(menu);
    expect(freshMenu({ ...state, language: 'en-US', menu }, now)).toBeNull();
    const { language: _unsaid, ...older } = menu;
    expect(freshMenu({ ...state, language: 'es', menu: older }, now)).toBeNull();
  });
  it("gives the channel's default menu without a location", () => {
    const defaultMenu = aMenu({ id: DEFAULT_CATERING_MENU_ID, expires: later });
    const state = {
      channel: 'catering' as const,
      language: 'en-US' as const,
      location: null,
      menu: null,
    };
    expect(freshMenu({ ...state, defaultMenu }, now)).toBe(defaultMenu);
    expect(freshMenu({ ...state, channel: 'default', defaultMenu }, now)).toBeNull();
  });
});
