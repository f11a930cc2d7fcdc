import { DEFAULT_CATERING_MENU_ID, DEFAULT_CONSUMER_MENU_ID, menuIdFor } from './menus';

describe('§9 default menus', () => {
  it('uses the fixed catering menu 237039 when no location is set', () => {
    expect(DEFAULT_CATERING_MENU_ID).toBe(237039);
    expect(menuIdFor('catering', null)).toBe(237039);
  });
  it('uses the consumer default menu when no location is set', () => {
    expect(menuIdFor('default', null)).toBe(DEFAULT_CONSUMER_MENU_ID);
  });
  it("uses the location's menu when one is set", () => {
    expect(menuIdFor('catering', { menu_id: 5 })).toBe(5);
    expect(menuIdFor('default', { menu_id: 7 })).toBe(7);
  });
  it("uses the location's catering menu on the catering channel", () => {
    expect(menuIdFor('catering', { menu_id: 5, catering_menu_id: 9 })).toBe(9);
    expect(menuIdFor('default', { menu_id: 5, catering_menu_id: 9 })).toBe(5);
  });
});
