import { getVersion, snapshot, subscribe } from 'valtio';
import { aMenu } from '../testing/fixtures';
import { createAppState, withWholeSlices } from './app-state';

const isReactive = (value: object) => getVersion(value) !== undefined;

describe('the menus kept whole in the state', () => {
  it('keeps a restored menu as it came, not made reactive object by object', () => {
    const menu = aMenu({ id: 500 });
    const state = createAppState({ menu, defaultMenu: aMenu({ id: 237039 }) });
    expect(state.menu).toBe(menu);
    expect(isReactive(state.menu!.categories)).toBe(false);
    expect(isReactive(state.defaultMenu!)).toBe(false);
    expect(snapshot(state).menu).toBe(menu);
    // The rest of the state is reactive as before.
    expect(isReactive(state)).toBe(true);
  });

  it('tells subscribers when a menu is replaced', async () => {
    const state = createAppState();
    const seen = jest.fn();
    subscribe(state, seen);
    Object.assign(state, withWholeSlices({ menu: aMenu({ id: 501 }) }));
    await Promise.resolve();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(snapshot(state).menu?.id).toBe(501);
    expect(isReactive(state.menu!)).toBe(false);
  });

  it('leaves other values and an absent menu as they are', () => {
    const values = { menu: null, language: 'es' as const };
    expect(withWholeSlices(values)).toEqual(values);
  });
});
