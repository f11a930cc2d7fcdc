import { bus } from '../bus/bus';
import { createAppState } from './app-state';
import { actions } from './actions';

describe('shared state actions', () => {
  it('change the one state instance', () => {
    const state = createAppState();
    actions.setChannel('catering');
    actions.setLanguage('es');
    expect(state.channel).toBe('catering');
    expect(state.language).toBe('es');
  });

  it('§8 show errors (also on the bus) and clear them', () => {
    const state = createAppState();
    const seen = jest.fn();
    const off = bus.on('request:errors', seen);
    actions.showErrors(['a']);
    off();
    expect(state.errors).toEqual(['a']);
    expect(seen).toHaveBeenCalledWith({ messages: ['a'] });
    actions.clearErrors();
    expect(state.errors).toEqual([]);
  });

  it('never lets the loading count fall below zero', () => {
    const state = createAppState();
    actions.requestStarted();
    actions.requestEnded();
    actions.requestEnded();
    expect(state.loading).toBe(0);
  });

  it('open and close the shared UI', () => {
    const state = createAppState();
    actions.setShowCart(true);
    actions.setShowMobileMenu(true);
    actions.setShowLocationModal(true);
    actions.setOrderConfirming(true);
    expect(state).toMatchObject({
      showCart: true,
      showMobileMenu: true,
      showLocationModal: true,
      orderConfirming: true,
    });
  });

  it('§2.2 set the global class and the layout heights', () => {
    const state = createAppState();
    actions.setGlobalClass('boberry-week');
    actions.setLayoutHeights({ header: 80 });
    actions.setLayoutHeights({ footer: 300 });
    expect(state).toMatchObject({
      globalClass: 'boberry-week',
      headerHeight: 80,
      footerHeight: 300,
    });
  });

  it('§3 expanded markets toggle', () => {
    const state = createAppState();
    actions.toggleExpandedMarket('NC');
    actions.toggleExpandedMarket('SC');
    actions.toggleExpandedMarket('NC');
    expect(state.expandedMarkets).toEqual(['SC']);
  });

  it('gather every feature’s actions', () => {
    for (const name of ['addToOrder', 'signIn', 'signOut', 'setLocation', 'toggleHandoff']) {
      expect(typeof actions[name as keyof typeof actions]).toBe('function');
    }
  });
});
